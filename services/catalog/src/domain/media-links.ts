/** An image as the spec stores it: a URL, or an object naming where it is kept. */
export type ImageRef = string | { url: string; storageType?: string };

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

/** Keeps the image's form (string or object) and rewrites a drive link inside either. */
export function normalizeImage(ref: unknown): ImageRef | null {
  if (typeof ref === 'string') return ref.trim() ? bareMediaUrl(directImageUrl(ref.trim())) : null;
  if (ref && typeof ref === 'object' && typeof (ref as { url?: unknown }).url === 'string') {
    const { url, storageType } = ref as { url: string; storageType?: unknown };
    if (!url.trim()) return null;
    return {
      url: bareMediaUrl(directImageUrl(url.trim())),
      ...(typeof storageType === 'string' ? { storageType } : {}),
    };
  }
  return null;
}

export function normalizeImages(refs: unknown): ImageRef[] {
  if (!Array.isArray(refs)) return [];
  return refs.map(normalizeImage).filter((r): r is ImageRef => r !== null);
}
