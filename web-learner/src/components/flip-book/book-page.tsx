import { forwardRef } from 'react';

/** One page of the book. page-flip moves and folds the element itself, so it must forward its ref. */
export const BookPage = forwardRef<HTMLDivElement, { src: string; alt: string }>(function BookPage(
  { src, alt },
  ref,
) {
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
        loading="lazy"
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    </div>
  );
});
