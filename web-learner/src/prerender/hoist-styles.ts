/** A pre-drawn page's markup without its style tags, and those styles as a few tags for the document's head. */
export interface HoistedStyles {
  markup: string;
  head: string;
}

const STYLE_TAG = /<style data-emotion="([^"]*)"[^>]*>([^<]*)<\/style>/g;

/**
 * Emotion's server render writes each component's CSS in a <style> beside it: a hundred tags through the body,
 * each one more style recalculation while a phone parses the page. They go to the head instead, the global
 * ones as they are and the rest as one tag naming every rule's id (`css id1 id2 …`), the form Emotion's
 * client cache picks up (and does not insert again) when the app hydrates, as with @emotion/server.
 */
export function hoistEmotionStyles(html: string): HoistedStyles {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const markup = html.replace(STYLE_TAG, (tag, attribute: string, css: string) => {
    const [key, ...names] = attribute.split(' ');
    if (key !== 'css') globals.push(tag);
    else {
      const fresh = names.filter((n) => !ids.includes(n));
      ids.push(...fresh);
      if (fresh.length) rules.push(css);
    }
    return '';
  });
  const merged = ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '';
  return { markup, head: globals.join('') + merged };
}
