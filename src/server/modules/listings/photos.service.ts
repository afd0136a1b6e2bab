import { InvalidError, NotFoundError } from '../../platform/errors.js';
import type { Media } from '../../platform/media/index.js';
import { MAX_PHOTOS, type SellerListing } from '../../../shared/listings/selling.js';
import type { SellingRepo } from './selling.repo.js';
import type { SellingService } from './selling.service.js';

export interface PhotosDeps {
  repo: SellingRepo;
  selling: Pick<SellingService, 'editableForPhotos' | 'one' | 'own' | 'deleteDraft'>;
  /** The media platform: checks, cleans and stores a photo as renditions; removes them again. */
  media: Pick<Media, 'ingestImage' | 'discardImage'>;
  /** Removes stored files by key (a deleted draft's renditions); missing ones are no error. */
  deleteBlob(key: string): Promise<unknown>;
}

export const tooManyPhotos = () =>
  new InvalidError(`A listing may have at most ${MAX_PHOTOS} photos. Remove one to add another.`, 'too_many_photos', {
    issues: [{ path: 'photos', message: `at most ${MAX_PHOTOS} photos` }],
  });

/**
 * A listing's photos (issue #12, step 3), for its seller while it is a draft or sent back for
 * changes: upload (checked, cleaned and stored as renditions by the media platform, then the
 * row in one transaction; the renditions are removed again if the row is not written),
 * reorder, delete. Deleted photos and drafts leave no files behind.
 */
export function createPhotosService(deps: PhotosDeps) {
  const { repo, selling, media, deleteBlob } = deps;

  const discardKeys = async (keys: string[]) => {
    await Promise.allSettled(keys.map((key) => deleteBlob(key)));
  };

  return {
    async upload(sellerId: string, id: number, bytes: Buffer): Promise<SellerListing> {
      // Cheap refusals before any decoding: not the seller's, no longer editable, already full.
      await repo.transaction(async (tx) => {
        await selling.editableForPhotos(sellerId, id, tx);
        if ((await repo.photos([id], tx)).length >= MAX_PHOTOS) throw tooManyPhotos();
      });
      const image = await media.ingestImage(bytes);
      try {
        const row = await repo.transaction(async (tx) => {
          const locked = await selling.editableForPhotos(sellerId, id, tx);
          const photos = await repo.photos([id], tx);
          if (photos.length >= MAX_PHOTOS) throw tooManyPhotos();
          const position = photos.reduce((max, p) => Math.max(max, p.position + 1), 0);
          await repo.addPhoto({
            listingId: id, position, sha256: image.sha256, width: image.width, height: image.height, format: image.format,
            renditions: image.renditions,
          }, tx);
          await repo.touch(id, tx);
          return locked;
        });
        return await selling.one(await selling.own(sellerId, row.id));
      } catch (error) {
        await media.discardImage(image).catch(() => undefined);
        throw error;
      }
    },

    /** The photos in the order given: every photo of the listing, each once. */
    async reorder(sellerId: string, id: number, order: number[]): Promise<SellerListing> {
      await repo.transaction(async (tx) => {
        await selling.editableForPhotos(sellerId, id, tx);
        const photos = await repo.photos([id], tx);
        const ids = new Set(photos.map((p) => p.id));
        const given = new Set(order);
        if (given.size !== order.length || order.length !== ids.size || order.some((p) => !ids.has(p))) {
          throw new InvalidError('The order must list every photo of this listing exactly once.', 'invalid_photo_order', {
            issues: [{ path: 'order', message: `must list the photos ${[...ids].join(', ')} each once` }],
          });
        }
        for (const [position, photoId] of order.entries()) await repo.setPhotoPosition(id, photoId, position, tx);
        await repo.touch(id, tx);
      });
      return selling.one(await selling.own(sellerId, id));
    },

    /** Takes a photo off the listing, closes the gap in the order, and removes its files. */
    async remove(sellerId: string, id: number, photoId: number): Promise<SellerListing> {
      const removed = await repo.transaction(async (tx) => {
        await selling.editableForPhotos(sellerId, id, tx);
        const gone = await repo.deletePhoto(id, photoId, tx);
        if (!gone) throw new NotFoundError(`This listing has no photo ${photoId}.`, 'photo_not_found');
        const rest = await repo.photos([id], tx);
        for (const [position, p] of rest.entries()) {
          if (p.position !== position) await repo.setPhotoPosition(id, p.id, position, tx);
        }
        await repo.touch(id, tx);
        return gone;
      });
      await media.discardImage(removed).catch(() => undefined);
      return selling.one(await selling.own(sellerId, id));
    },

    /** Deletes a draft with its photos' files. */
    async deleteDraft(sellerId: string, id: number): Promise<void> {
      const { photoKeys } = await selling.deleteDraft(sellerId, id);
      await discardKeys(photoKeys);
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
