/**
 * Bulk upload (issue #38): which photos belong to which piece. In order: the file names the
 * sheet's row gives; else a name that holds the row's reference or serial; else the photos
 * sharing a name prefix ('rolex-sub_1.jpg', 'rolex-sub_2.jpg') become a piece of their own;
 * else, for photos whose prefix is theirs alone (a camera's 'IMG_4411.jpg'), by how they look:
 * the server clusters those (modules/bulk-upload/similarity.ts) and mergeBySimilarity joins the
 * clusters here.
 */
export type GroupedBy = 'sheet' | 'reference' | 'prefix' | 'similarity';

export interface RowForGrouping {
  /** The row's photo file names, as the sheet lists them. */
  photoNames: readonly string[];
  reference?: string | null;
  serial?: string | null;
}

export interface Grouping {
  /** Per row (same order as given): the uploaded files that are its photos, and how they were found. */
  rows: { files: string[]; by: 'sheet' | 'reference' | null; missing: string[] }[];
  /** Photos no row claimed, grouped by name prefix (or, after mergeBySimilarity, by look): one new piece each. */
  groups: { prefix: string; files: string[]; by: 'prefix' | 'similarity' }[];
}

const key = (name: string) => name.trim().toLowerCase();

/** 'Rolex Sub_02.JPG' -> 'rolex sub'; 'IMG_4411 (3).jpg' -> 'img'; the stem without a trailing counter or view word. */
export function namePrefix(fileName: string): string {
  const stem = fileName.replace(/\.[a-z0-9]{2,5}$/i, '').toLowerCase();
  const trimmed = stem
    .replace(/[\s_-]*\(\d+\)$/, '')
    .replace(/[\s_-]+(front|back|side|top|bottom|detail|dial|caseback|box|papers|receipt|label|inside|clasp|strap|\d{1,3}|[a-h])$/i, '')
    .replace(/[\s_-]+(front|back|side|top|bottom|detail|dial|caseback|box|papers|receipt|label|inside|clasp|strap|\d{1,3})$/i, '')
    .trim();
  // A camera's counter ('IMG_4411', 'DSC0042') names one photo, not a piece: keep the whole stem.
  return trimmed || stem;
}

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function groupPhotos(rows: readonly RowForGrouping[], files: readonly string[]): Grouping {
  const byKey = new Map(files.map((f) => [key(f), f]));
  const claimed = new Set<string>();
  const out: Grouping['rows'] = rows.map((row) => {
    const found: string[] = [];
    const missing: string[] = [];
    for (const name of row.photoNames) {
      const file = byKey.get(key(name));
      if (file && !claimed.has(file)) {
        found.push(file);
        claimed.add(file);
      } else if (!file) missing.push(name);
    }
    return { files: found, by: found.length > 0 ? 'sheet' : null, missing };
  });
  // Rows without named photos: a file whose name holds the row's reference or serial (5+ characters).
  rows.forEach((row, i) => {
    if (out[i]!.files.length > 0 || row.photoNames.length > 0) return;
    const ids = [row.reference, row.serial].map((v) => fold(v ?? '')).filter((v) => v.length >= 5);
    if (ids.length === 0) return;
    for (const file of files) {
      if (claimed.has(file)) continue;
      const name = fold(file);
      if (ids.some((id) => name.includes(id))) {
        out[i]!.files.push(file);
        claimed.add(file);
      }
    }
    if (out[i]!.files.length > 0) out[i]!.by = 'reference';
  });
  const groups = new Map<string, string[]>();
  for (const file of files) {
    if (claimed.has(file)) continue;
    const prefix = namePrefix(file);
    groups.set(prefix, [...(groups.get(prefix) ?? []), file]);
  }
  return { rows: out, groups: [...groups.entries()].map(([prefix, list]) => ({ prefix, files: list.sort(), by: 'prefix' as const })) };
}

/** The photos a name prefix did not group: each alone in its prefix group. These are the ones looked at. */
export function ungrouped(grouping: Grouping): string[] {
  return grouping.groups.filter((g) => g.files.length === 1).map((g) => g.files[0]!);
}

/**
 * Joins the photos alone in their prefix group that `clusters` (lists of file names that look
 * alike) put together; each cluster of two or more becomes one group, by 'similarity', where
 * its first photo's group was. A file no longer alone, or not in the grouping, is left.
 */
export function mergeBySimilarity(grouping: Grouping, clusters: readonly (readonly string[])[]): Grouping {
  const alone = new Set(ungrouped(grouping));
  const clusterOf = new Map<string, string[]>();
  for (const c of clusters) {
    const files = c.filter((f) => alone.has(f));
    if (files.length < 2) continue;
    for (const f of files) clusterOf.set(f, files);
  }
  const groups: Grouping['groups'] = [];
  const placed = new Set<string[]>();
  for (const g of grouping.groups) {
    const files = g.files.length === 1 ? clusterOf.get(g.files[0]!) : undefined;
    if (!files) groups.push(g);
    else if (!placed.has(files)) {
      placed.add(files);
      groups.push({ prefix: g.prefix, files: [...files].sort(), by: 'similarity' });
    }
  }
  return { rows: grouping.rows, groups };
}
