const EMOTION_STYLE = /<style data-emotion="css ([^"]*)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

/**
 * Emotion writes a pre-drawn screen's styles as one `<style data-emotion="css …">` beside each component (about
 * a hundred on `/`). When the app starts, Emotion's cache moves every one of them into the head, one DOM move at
 * a time, in the task that runs the app's entry (about 30 ms of a phone's main thread, issue 37). Gathered here
 * into one tag in the head, in their order and marked as already moved (`data-s`), the cache takes them over
 * with a single move and registers the same names, so hydration inserts none again.
 */
export function gatherEmotionStyles(screen: string): { screen: string; head: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const rest = screen.replace(EMOTION_STYLE, (_tag, ids: string, css: string) => {
    names.push(ids);
    rules.push(css);
    return '';
  });
  if (!names.length) return { screen, head: '' };
  return {
    screen: rest,
    head: `<style data-emotion="css ${names.join(' ')}" data-s="">${rules.join('')}</style>`,
  };
}
