import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True from just before main.tsx hydrates the pre-drawn page until the routed screen's hydrated commit: React
 * hydrates the root first and each Suspense boundary (the app's, the screen's) in later renders of its own.
 */
let drawnPageHydrating = false;
let onScreenHydrated: (() => void) | undefined;

/** main.tsx, before hydrateRoot: `hydrated` runs once the screen's content is hydrated (DrawnScreenHydrated). */
export function hydratingDrawnPage(hydrated: () => void): void {
  drawnPageHydrating = true;
  onScreenHydrated = hydrated;
}

/**
 * Rendered last inside the layout's Suspense boundary around the screen: its effect runs in the commit that
 * hydrates the screen, after the screen's own effects. (The root's commit came earlier, with that boundary
 * still dehydrated: controls enabled there answered no tap yet, and the demo's 'Start Quiz' lost some.)
 */
export function DrawnScreenHydrated(): null {
  useEffect(() => {
    if (!drawnPageHydrating) return;
    drawnPageHydrating = false;
    const hydrated = onScreenHydrated;
    onScreenHydrated = undefined;
    hydrated?.();
  }, []);
  return null;
}

/**
 * True while React hydrates a page the build drew ahead (and on the build's own render), and until a transition
 * right after it; false from the start on a page the app draws itself. A screen whose data may already be here
 * draws what the build drew (its loader) until then, so the HTML and the hydrating render always match, and its
 * data is drawn in slices (a transition) rather than in the one synchronous render React gives a store that
 * changed during hydration (a phone's main thread blocked for a third of a second, issue 37).
 *
 * The store reads true until the hydrated commit's effects have run (DrawnScreenHydrated): had it read false
 * there, as a plain "is this the client" store does, React would re-render the caller and everything under it
 * synchronously right after hydrating (the demo's whole player: one long task on a phone, issue 37).
 * `needed` false: the caller draws the same either way (a demo drawn with its quiz), so no transition follows.
 */
export function useHydrating(needed = true): boolean {
  const fromHtml = useSyncExternalStore(
    never,
    () => drawnPageHydrating,
    () => true,
  );
  const [hydrating, setHydrating] = useState(fromHtml && needed);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return hydrating;
}
