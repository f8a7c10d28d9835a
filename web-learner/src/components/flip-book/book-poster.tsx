import { Box } from '@mui/material';
import { FLIP_BOOK } from './flip-book-settings';

const SHARE = FLIP_BOOK.viewerShare * 100;
/** A page's width: its share of the window and of the book's box, and no taller than 80 % of the window. */
const pageWidth = (share: number, ofBox: number) =>
  `min(${share}vw, ${ofBox}%, ${(SHARE * FLIP_BOOK.pageWidth) / FLIP_BOOK.pageHeight}vh)`;

/**
 * The book's first page as a plain image, where and about as large as page-flip draws it (one page up to 80 %
 * of the window's width and height; beside the empty left half in a wider window): what the server draws and
 * the app hydrates (the demo intro, src/prerender/render-demo.tsx), and what shows while page-flip's code
 * loads. It is the page's largest paint, so it comes with the HTML, not after the scripts.
 */
export function BookPoster({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      sx={{
        aspectRatio: `${FLIP_BOOK.pageWidth} / ${FLIP_BOOK.pageHeight}`,
        width: pageWidth(SHARE, 100),
        mx: 'auto',
        [`@media (min-width: ${FLIP_BOOK.mobileMaxWidth + 1}px)`]: {
          width: pageWidth(SHARE / 2, 50),
          ml: '50%',
        },
        background: '#fff',
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.12)',
      }}
    >
      <img
        src={src}
        alt={alt}
        fetchPriority="high"
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
}
