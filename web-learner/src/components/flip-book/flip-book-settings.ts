/** Flip-book constants of spec section 9. */
export const FLIP_BOOK = {
  pageWidth: 300,
  pageHeight: 450,
  flippingTime: 1000,
  swipeDistance: 30,
  // The swipe time, 250 ms, is page-flip 2.0.7's own fixed `swipeTimeout`: it has no setting for it.
  viewerShare: 0.8,
  mobileMaxWidth: 767,
  zoomMin: 0.5,
  zoomMax: 3,
} as const;

/** Page states page-flip reports (spec section 4). */
export type PageState = 'read' | 'fold_corner' | 'user_fold' | 'flipping';

export interface BookLayout {
  mobile: boolean;
  /** Widest the book may be: 80 % of the window. */
  width: number;
  /** Tallest a page may be: 80 % of the window. */
  height: number;
}

/** The book's layout for a window size: one page at 767 px and below, 80 % of the window either way. */
export function bookLayout(windowWidth: number, windowHeight: number): BookLayout {
  return {
    mobile: windowWidth <= FLIP_BOOK.mobileMaxWidth,
    width: Math.floor(windowWidth * FLIP_BOOK.viewerShare),
    height: Math.floor(windowHeight * FLIP_BOOK.viewerShare),
  };
}

/** A page to jump to, typed by the reader: an integer from 1 to the page count, else null. */
export function parsePageJump(input: string, pageCount: number): number | null {
  if (!/^\s*\d+\s*$/.test(input)) return null;
  const page = Number(input);
  return page >= 1 && page <= pageCount ? page : null;
}

/** Zoom clamped to 0.5-3 (spec section 5). */
export const clampZoom = (zoom: number) =>
  Math.min(FLIP_BOOK.zoomMax, Math.max(FLIP_BOOK.zoomMin, Math.round(zoom * 100) / 100));

/** What the reader sees: one page, or a two-page spread in landscape (the cover stands alone). */
export function visiblePages(index: number, count: number, portrait: boolean): [number, number] {
  if (portrait || index === 0) return [index + 1, index + 1];
  const left = index % 2 === 1 ? index : index - 1;
  return [left + 1, Math.min(left + 2, count)];
}
