/** A smaller copy of a stored image (WebP), for the browser to pick from a `srcset`. */
export interface ImageVariantRef {
  url: string;
  width: number;
}

/**
 * An image as the spec stores it: a URL, or an object naming where it is kept. Images stored by the platform
 * also carry their size (so pages reserve their space) and their WebP copies (issue 37).
 */
export type ImageRef =
  | string
  | { url: string; storageType?: string; width?: number; height?: number; variants?: ImageVariantRef[] };

/** At most this many copies are kept with an image (the platform makes up to five). */
const MAX_VARIANTS = 8;

const DRIVE_FILE = /^https?:\/\/drive\.google\.com\/file\/d\/([A-Za-z0-9_-]+)/;
const DRIVE_OPEN = /^https?:\/\/drive\.google\.com\/(?:open|uc)\?(?:.*&)?id=([A-Za-z0-9_-]+)/;

/** Rewrites a drive share link (…/file/d/ID/view, open?id=ID) to its direct image form; other URLs pass. */
export function directImageUrl(url: string): string {
  const id = DRIVE_FILE.exec(url)?.[1] ?? DRIVE_OPEN.exec(url)?.[1];
  return id ? `https://drive.google.com/uc?export=view&id=${id}` : url;
}

/** Our page images are stored bare: a signed copy the console sends back loses its expiry and signature. */
function bareMediaUrl(url: string): string {
  return /^(?:https?:\/\/[^/]+)?\/api\/media\/public\/[^?]+\?(?:.*&)?sig=/.test(url)
    ? url.split('?')[0]
    : url;
}

const isSize = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** The well-formed copies, narrowest first; others are dropped. */
function normalizeVariants(refs: unknown): ImageVariantRef[] {
  if (!Array.isArray(refs)) return [];
  return refs
    .filter(
      (v): v is ImageVariantRef =>
        !!v && typeof v === 'object' && typeof v.url === 'string' && !!v.url.trim() && isSize(v.width),
    )
    .map((v) => ({ url: v.url.trim(), width: v.width }))
    .sort((a, b) => a.width - b.width)
    .slice(0, MAX_VARIANTS);
}

/** Keeps the image's form (string or object) and rewrites a drive link inside either. */
export function normalizeImage(ref: unknown): ImageRef | null {
  if (typeof ref === 'string') return ref.trim() ? bareMediaUrl(directImageUrl(ref.trim())) : null;
  if (ref && typeof ref === 'object' && typeof (ref as { url?: unknown }).url === 'string') {
    const { url, storageType, width, height, variants } = ref as Record<string, unknown> & { url: string };
    if (!url.trim()) return null;
    const copies = normalizeVariants(variants);
    return {
      url: bareMediaUrl(directImageUrl(url.trim())),
      ...(typeof storageType === 'string' ? { storageType } : {}),
      ...(isSize(width) && isSize(height) ? { width, height } : {}),
      ...(copies.length ? { variants: copies } : {}),
    };
  }
  return null;
}

export function normalizeImages(refs: unknown): ImageRef[] {
  if (!Array.isArray(refs)) return [];
  return refs.map(normalizeImage).filter((r): r is ImageRef => r !== null);
}
