import type { ImageRef } from '../types';

/** The URL of an image stored as a string or as {url, storageType} (spec section 3). */
export const imageUrl = (ref: ImageRef | null | undefined): string | null =>
  !ref ? null : typeof ref === 'string' ? ref : ref.url || null;

export const imageUrls = (refs: readonly ImageRef[] | undefined): string[] =>
  (refs ?? []).map(imageUrl).filter((u): u is string => !!u);
