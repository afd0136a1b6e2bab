import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../../../../shared/messaging/constants.js';
import type { AttachmentResponse } from '../../../../shared/messaging/contracts.js';

const MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;

/**
 * What the browser can tell before uploading: the type the file claims and its size. The
 * server reads the bytes themselves (a renamed PDF is refused there), so this only spares a
 * member a long upload that would be refused anyway.
 */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not an image we can send. Please choose a JPEG, PNG, WebP or GIF.`;
  }
  if (file.size > ATTACHMENT_MAX_BYTES) return `${file.name} is larger than ${MAX_MB} MB. Please choose a smaller image.`;
  if (file.size === 0) return `${file.name} is empty. Please choose another image.`;
  return null;
}

/**
 * POST /api/chat/conversations/{id}/attachments (multipart, field `file`): one image, before
 * sending; `onProgress` hears the share sent so far, so a large photo is seen to move.
 */
export function uploadAttachment(conversationId: number, file: File, onProgress?: (sent: number) => void): Promise<AttachmentResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<AttachmentResponse>(`/api/chat/conversations/${conversationId}/attachments`, form, { onProgress });
}

export function useUploadAttachment(conversationId: number) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) => uploadAttachment(conversationId, file, onProgress),
  });
}
