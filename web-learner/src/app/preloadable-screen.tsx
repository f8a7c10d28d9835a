import { lazy, type ComponentType } from 'react';

export type PreloadableScreen = ComponentType & { preload(): Promise<void> };

/**
 * React.lazy that can be loaded ahead: once `preload()` has resolved, the screen renders at once instead of
 * suspending, so the app's first render can draw it over the prerendered HTML without a loader in between.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): PreloadableScreen {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
    });
  return Object.assign(
    function Screen() {
      const Loaded = loaded;
      return Loaded ? <Loaded /> : <Lazy />;
    },
    { preload },
  );
}
