import { useEffect, useState } from 'react';

/** The window's size, updated after resizing settles (the book is rebuilt for each size). */
export function useWindowSize(settleMs = 200) {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    let timer = 0;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSize(read()), settleMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [settleMs]);
  return size;
}
