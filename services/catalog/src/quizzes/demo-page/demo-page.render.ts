import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The learner app's server render of the demo (web-learner/src/prerender/render-demo.tsx). */
export type RenderDemoPage = (template: string, quizId: string, quizJson: string) => Promise<string>;

/** The render the catalog draws demo pages with; a test provides its own. */
export const DEMO_PAGE_RENDER = Symbol('DEMO_PAGE_RENDER');

// The render is an ES module; this CommonJS build would turn a plain `import()` into `require()`.
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/**
 * The render as the learner app's build wrote it (`vite build --ssr`: web-learner/dist-ssr/render-demo.js),
 * imported on first use; a missing or broken build rejects, and the demo page is then served as the build
 * drew it (its loader).
 */
export function renderFromBuild(repoRoot: string): RenderDemoPage {
  let loaded: Promise<RenderDemoPage> | undefined;
  const load = async () => {
    const url = pathToFileURL(join(repoRoot, 'web-learner', 'dist-ssr', 'render-demo.js')).href;
    const { renderDemoPage } = (await importModule(url)) as { renderDemoPage: RenderDemoPage };
    return renderDemoPage;
  };
  return async (template, quizId, quizJson) => {
    loaded ??= load().catch((e: unknown) => {
      loaded = undefined;
      throw e;
    });
    return (await loaded)(template, quizId, quizJson);
  };
}
