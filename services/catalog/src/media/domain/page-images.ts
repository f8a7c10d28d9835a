import type { ImageRef } from './media-links';

/**
 * A PDF is rendered on upload to page images kept under `pdf-pages/<folder>/page-NNN.webp` of the public
 * bucket. Whether one may be fetched without a signature depends on the quiz that shows it (issue 35): a
 * free quiz's are public, a premium quiz's are served like its PDF. These helpers find the folder.
 */
const PAGE_PATH = /^\/api\/media\/public\/(pdf-pages\/[A-Za-z0-9_-]+)\/[^/]+$/;

export const PAGE_KEY = /^(pdf-pages\/[A-Za-z0-9_-]+)\/[^/]+$/;

/** The folder of a page image's key in the public bucket, or null for any other key. */
export function pageFolderOfKey(key: string): string | null {
  return PAGE_KEY.exec(key)?.[1] ?? null;
}

/** The folder of a page image's URL (ours, absolute or relative), or null for any other URL. */
export function pageFolderOfUrl(url: string): string | null {
  try {
    return PAGE_PATH.exec(new URL(url, 'http://local').pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

export const urlOf = (ref: ImageRef): string => (typeof ref === 'string' ? ref : ref.url);

/** Every page folder the images name, once each. */
export function pageFoldersOf(refs: readonly ImageRef[] | null | undefined): string[] {
  const folders = (refs ?? []).map((r) => pageFolderOfUrl(urlOf(r))).filter((f): f is string => !!f);
  return [...new Set(folders)];
}
