import { useEffect, useRef, type RefObject } from 'react';
import { clampZoom } from './flip-book-settings';

const distance = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);

/**
 * Two-finger pinch on `target` scales the zoom (clamped to 0.5-3). The gesture is taken from the book while
 * two fingers are down, so a pinch does not also fold a page.
 */
export function usePinchZoom(
  target: RefObject<HTMLElement | null>,
  zoom: number,
  setZoom: (zoom: number) => void,
) {
  const start = useRef<{ distance: number; zoom: number } | null>(null);
  const current = useRef(zoom);
  useEffect(() => {
    current.current = zoom;
  }, [zoom]);
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const onStart = (e: TouchEvent) => {
      if (e.touches.length !== 2) return;
      start.current = { distance: distance(e.touches), zoom: current.current };
      e.stopPropagation();
    };
    const onMove = (e: TouchEvent) => {
      if (!start.current || e.touches.length !== 2) return;
      e.preventDefault();
      e.stopPropagation();
      setZoom(clampZoom((start.current.zoom * distance(e.touches)) / start.current.distance));
    };
    const onEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) start.current = null;
    };
    el.addEventListener('touchstart', onStart, { capture: true, passive: true });
    el.addEventListener('touchmove', onMove, { capture: true, passive: false });
    el.addEventListener('touchend', onEnd, { capture: true });
    return () => {
      el.removeEventListener('touchstart', onStart, { capture: true });
      el.removeEventListener('touchmove', onMove, { capture: true });
      el.removeEventListener('touchend', onEnd, { capture: true });
    };
  }, [target, setZoom]);
}
