import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while React hydrates a page the build drew ahead (and on the build's own render), and until a transition
 * right after it; false from the start on a page the app draws itself. A screen whose data may already be here
 * draws what the build drew (its loader) until then, so the HTML and the hydrating render always match, and its
 * data is drawn in slices (a transition) rather than in the one synchronous render React gives a store that
 * changed during hydration (a phone's main thread blocked for a third of a second, issue 37).
 */
export function useHydrating(): boolean {
  const fromHtml = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [hydrating, setHydrating] = useState(fromHtml);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return hydrating;
}
