import { DRAWN_QUIZ_ELEMENT, markDrawnDemoQuiz } from '@/features/demo/api/drawn-demo-quiz';
import type { DemoQuiz } from '@/features/demo/types';
import { gatherEmotionStyles } from './gather-emotion-styles';
import { renderRoute } from './render-route';
import { untilTheAppRuns } from './until-the-app-runs';

const DRAWN = /<div id="root"><div data-prerendered>[\s\S]*<\/div><\/div>/;
const GATHERED_STYLES = /<style data-emotion="css [^"]*" data-s="">[\s\S]*?<\/style>/;

let queue: Promise<unknown> = Promise.resolve();

/**
 * `/demo/{id}` drawn with its quiz, on the server (the catalog, services/catalog/src/quizzes/demo-page): the
 * build's pre-drawn page (dist/prerendered/demo-quiz.html, the frame and the loader) with the quiz's first screen
 * in place of the loader, as the app draws it for a visitor in English and the light theme, and the quiz itself
 * as JSON (not a script that runs: the CSP is unchanged) for the app to hydrate on without asking again.
 * `quizJson` is getDemoQuizbyId's answer. Renders one at a time: the quiz sits in the app's one query cache
 * while it renders.
 */
export function renderDemoPage(template: string, quizId: string, quizJson: string): Promise<string> {
  const page = queue.then(() => render(template, quizId, quizJson));
  queue = page.catch(() => undefined);
  return page;
}

async function render(template: string, quizId: string, quizJson: string): Promise<string> {
  if (!DRAWN.test(template)) throw new Error('the template has no pre-drawn screen');
  const forget = markDrawnDemoQuiz(quizId, JSON.parse(quizJson) as DemoQuiz);
  try {
    const html = await renderRoute(`/demo/${encodeURIComponent(quizId)}`);
    const { screen, head } = gatherEmotionStyles(untilTheAppRuns(html));
    // `<` escaped: the text cannot close the element, whatever the quiz holds.
    const data =
      `<script type="application/json" id="${DRAWN_QUIZ_ELEMENT}" data-quiz-id="${escapeAttribute(quizId)}">` +
      `${quizJson.replace(/</g, '\\u003c')}</script>`;
    return (
      template
        .replace(GATHERED_STYLES, () => head)
        // Its largest paint is in the HTML now: the app's scripts wait for the first paint, as on `/`.
        .replace(/(<meta name="app-scripts"[^>]*) data-now>/, '$1>')
        .replace(DRAWN, () => `<div id="root"><div data-prerendered>${screen}</div></div>${data}`)
    );
  } finally {
    forget();
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
