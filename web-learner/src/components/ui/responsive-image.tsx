import { styled, type SxProps, type Theme } from '@mui/material';
import type { ImgHTMLAttributes } from 'react';

/** A smaller WebP copy of an image the platform stored (made when it was uploaded or seeded). */
export interface ImageVariant {
  url: string;
  width: number;
}

/** An image as quizzes carry it: a URL, or a stored image with its size and copies (spec section 3). */
export type ImageSource =
  string | { url: string; width?: number; height?: number; variants?: ImageVariant[] } | null | undefined;

/** The `srcset` of an image's copies ('url 320w, url 640w'), or undefined when it has none. */
export function imageSrcSet(image: ImageSource): string | undefined {
  if (!image || typeof image === 'string' || !image.variants?.length) return undefined;
  return image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'> & {
  image: ImageSource;
  /**
   * How wide the image is shown, as the `sizes` attribute says it (the browser picks its copy from it).
   * Without it, the width the image takes at `maxHeight`, or the whole window.
   */
  sizes?: string;
  /** Drawn no taller than this (px), never wider than its box nor than itself, keeping its proportions. */
  maxHeight?: number;
  sx?: SxProps<Theme>;
};

/** An <img> that takes `sx` (Box would read `width` and `height` as styles, not as the image's attributes). */
const Img = styled('img')({});

const sizeOf = (image: ImageSource): { width: number; height: number } | undefined =>
  typeof image === 'object' && image?.width && image.height
    ? { width: image.width, height: image.height }
    : undefined;

/** The URL of an image in either form. */
export const imageSourceUrl = (image: ImageSource): string | undefined =>
  typeof image === 'string' ? image : image?.url || undefined;

/**
 * An image drawn at the size it is shown: the browser downloads the narrowest WebP copy that covers `sizes`,
 * and the image's own width and height reserve its space before it arrives (no layout shift). Images without
 * copies (a URL an editor typed) are drawn as they are. Renders nothing without a URL.
 */
export function ResponsiveImage({ image, sizes, maxHeight, alt = '', loading = 'lazy', sx, ...img }: Props) {
  const url = imageSourceUrl(image);
  if (!url) return null;
  const srcSet = imageSrcSet(image);
  const size = sizeOf(image);
  // With its size known, its box is exact before it loads: as wide as fits both the box and maxHeight.
  const shown =
    size && maxHeight ? Math.round(Math.min(size.width, (maxHeight * size.width) / size.height)) : 0;
  const fit = shown
    ? { display: 'block', width: `min(100%, ${shown}px)`, height: 'auto' }
    : { display: 'block', maxWidth: '100%', ...(maxHeight ? { maxHeight } : {}) };
  return (
    <Img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? (shown ? `(max-width: ${shown}px) 100vw, ${shown}px` : '100vw')) : undefined}
      width={size?.width}
      height={size?.height}
      alt={alt}
      loading={loading}
      decoding="async"
      sx={[fit, ...(Array.isArray(sx) ? sx : [sx])]}
      {...img}
    />
  );
}
