import { forwardRef } from 'react';

/** One page of the book. page-flip moves and folds the element itself, so it must forward its ref. */
export const BookPage = forwardRef<HTMLDivElement, { src: string; alt: string; first?: boolean }>(
  function BookPage({ src, alt, first = false }, ref) {
    return (
      <div
        ref={ref}
        className="flip-book-page"
        style={{ background: '#fff', overflow: 'hidden', boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.12)' }}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          // The page the book opens at is what a visitor looks at first: fetched at once, ahead of the rest.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </div>
    );
  },
);
