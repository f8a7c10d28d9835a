import { Box, Stack } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import HTMLFlipBook from 'react-pageflip';
import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { BookControls } from './book-controls';
import { BookPage } from './book-page';
import { bookLayout, clampZoom, FLIP_BOOK, visiblePages, type PageState } from './flip-book-settings';
import type { FlipBookProps } from './flip-book';
import { usePinchZoom } from './use-pinch-zoom';
import { useWindowSize } from './use-window-size';

/** The part of page-flip's PageFlip this viewer calls. */
interface PageFlipApi {
  flip(page: number): void;
  flipNext(): void;
  flipPrev(): void;
  destroy(): void;
  getUI(): { getDistElement(): HTMLElement };
}
interface FlipEvent<T> {
  data: T;
}

/**
 * The flip-book of spec section 9 on react-pageflip 2.0.3 over page-flip 2.0.7 (pinned: react-pageflip asks
 * for "latest"). page-flip does not follow size changes, so the book is rebuilt (a new `key`) for each window
 * size, opening at the page the reader was on.
 */
export default function PageFlipBook({ pages, title }: FlipBookProps) {
  const { t } = useTranslation('flipbook', { useSuspense: false });
  const size = useWindowSize();
  const layout = bookLayout(size.width, size.height);
  const book = useRef<{ pageFlip(): PageFlipApi | undefined } | null>(null);
  const zoomArea = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [pageState, setPageState] = useState<PageState>('read');
  const [zoom, setZoomRaw] = useState(1);
  const setZoom = useCallback((z: number) => setZoomRaw(clampZoom(z)), []);
  usePinchZoom(zoomArea, zoom, setZoom);
  // The controls mount in a task after the book: their first render inserts many MUI styles, and with
  // page-flip's start (a forced layout) in the same commit the swap from the poster was one ~120 ms task on a
  // phone (issue 37); apart, each stays near half of it.
  const controlsShown = useDelayedFlag(true, 0, { transition: true });

  const layoutKey = `${layout.mobile}:${layout.width}x${layout.height}`;
  const [built, setBuilt] = useState({ key: layoutKey, startPage: 0 });
  if (built.key !== layoutKey) setBuilt({ key: layoutKey, startPage: index });

  const onFlip = useCallback((e: FlipEvent<number>) => setIndex(e.data), []);
  const onState = useCallback((e: FlipEvent<PageState>) => setPageState(e.data), []);

  // react-pageflip never destroys its PageFlip (window listeners stay): destroy it once React has removed the
  // book. StrictMode re-runs effects on a live book, which must stay: hence the check that it is detached.
  useEffect(() => {
    const handle = book.current;
    return () => {
      window.setTimeout(() => {
        const flip = handle?.pageFlip();
        if (flip && !flip.getUI().getDistElement().isConnected) flip.destroy();
      }, 0);
    };
  }, [built.key]);

  const element = useMemo(() => {
    const { mobile, width, height } = layout;
    const ratio = FLIP_BOOK.pageWidth / FLIP_BOOK.pageHeight;
    // One page at 767 px and below: page-flip turns to portrait when the book is narrower than 2 × minWidth.
    const minWidth = mobile ? Math.ceil(width / 2) + 1 : 150;
    const maxWidth = Math.max(150, Math.floor(Math.min(mobile ? width : width / 2, height * ratio)));
    return (
      <HTMLFlipBook
        key={built.key}
        ref={book}
        className="flip-book"
        style={{}}
        startPage={built.startPage}
        size="stretch"
        width={FLIP_BOOK.pageWidth}
        height={FLIP_BOOK.pageHeight}
        minWidth={Math.min(minWidth, maxWidth)}
        maxWidth={maxWidth}
        minHeight={Math.round(Math.min(minWidth, maxWidth) / ratio)}
        maxHeight={height}
        drawShadow
        flippingTime={FLIP_BOOK.flippingTime}
        usePortrait={mobile}
        startZIndex={0}
        autoSize
        maxShadowOpacity={0.5}
        showCover
        mobileScrollSupport
        clickEventForward
        useMouseEvents
        swipeDistance={FLIP_BOOK.swipeDistance}
        showPageCorners
        disableFlipByClick={false}
        onFlip={onFlip}
        onChangeState={onState}
      >
        {pages.map((src, i) => (
          <BookPage
            key={`${i}:${src}`}
            src={src}
            alt={t('Page {{n}}', { n: i + 1 })}
            first={i === built.startPage}
          />
        ))}
      </HTMLFlipBook>
    );
    // The book is rebuilt only for new pages or a new size (built.key); the handlers are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, built]);

  const api = () => book.current?.pageFlip();
  return (
    <Stack
      spacing={1.5}
      role="group"
      aria-label={title}
      data-page-state={pageState}
      sx={{ alignItems: 'stretch' }}
    >
      <Box
        ref={zoomArea}
        aria-busy={pageState === 'flipping'}
        sx={{ overflow: 'auto', width: '100%', touchAction: zoom === 1 ? 'pan-y' : 'pan-x pan-y' }}
      >
        <Box
          sx={{
            width: `min(${layout.width}px, 100%)`,
            mx: 'auto',
            transform: `scale(${zoom})`,
            transformOrigin: zoom > 1 ? 'top left' : 'top center',
            transition: 'transform 150ms',
            '& .flip-book': { mx: 'auto' },
          }}
        >
          {element}
        </Box>
      </Box>
      {controlsShown && (
        <BookControls
          // The layout fixes the orientation: portrait at 767 px and below, else landscape.
          shown={visiblePages(index, pages.length, layout.mobile)}
          count={pages.length}
          zoom={zoom}
          onPrevious={() => api()?.flipPrev()}
          onNext={() => api()?.flipNext()}
          onJump={(page) => api()?.flip(page - 1)}
          onZoom={setZoom}
        />
      )}
    </Stack>
  );
}
