/**
 * The piece the image-search dialog's add-item form hands to /sell (issue #15): kept in memory
 * until /sell takes it — after the sign-in prompt if the member was not signed in (the sign-in
 * modal does not leave the page). /sell clears it as it starts the draft: a second visit starts afresh.
 */
export interface PendingItem {
  brand: string;
  name: string;
  model: string;
  photo: File | null;
}

let pending: PendingItem | null = null;

export function setPendingItem(item: PendingItem): void {
  pending = item;
}

/** The piece waiting for /sell, left in place (reading it twice, as React may, is harmless). */
export function peekPendingItem(): PendingItem | null {
  return pending;
}

export function clearPendingItem(): void {
  pending = null;
}
