import sharp, { type Metadata } from 'sharp';

// Each image is read once, when it is stored: libvips' operation cache would only hold memory the API needs.
sharp.cache(false);

/**
 * Widths (px) of the WebP copies made of each uploaded or seeded image: a 20rem card on a phone at 1x and 2x,
 * then wider screens. Copies are never wider than the image itself.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const WEBP_QUALITY = 78;

export interface ImageCopy {
  width: number;
  body: Buffer;
}

/** An image's displayed size (EXIF orientation applied) and its WebP copies, narrowest first. */
export interface ImageVariants {
  width: number;
  height: number;
  copies: ImageCopy[];
}

/** The widths to make for an image `width` px wide: the listed ones below it, then its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_VARIANT_WIDTHS.at(-1)!);
  return [...IMAGE_VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * Reads an image and makes its WebP copies (sharp, on libuv's thread pool, not the event loop; one after the
 * other, so an upload takes one thread from the API). An animated GIF keeps only its size (a still copy would
 * lose the animation); null when sharp cannot read the file, which is then stored as it came.
 */
export async function imageVariants(body: Buffer): Promise<ImageVariants | null> {
  let meta: Metadata;
  try {
    meta = await sharp(body).metadata();
  } catch {
    return null;
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) return null;
  if ((meta.pages ?? 1) > 1) return { width, height, copies: [] };
  const copies: ImageCopy[] = [];
  for (const w of variantWidths(width)) {
    const copy = sharp(body).autoOrient().resize({ width: w }).webp({ quality: WEBP_QUALITY });
    copies.push({ width: w, body: await copy.toBuffer() });
  }
  return { width, height, copies };
}
