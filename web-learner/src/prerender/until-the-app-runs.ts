/**
 * The prerendered page only looks like the app until the app hydrates it (in a second or two on a phone): its
 * buttons are disabled and its fields read-only meanwhile, so a tap does nothing rather than something half
 * done (a form submitted by the browser itself), and nothing is typed that the app does not see. Links work as
 * plain links. src/main.tsx lifts what `data-until-app` marks once the app has hydrated the page, so the page
 * is then exactly what the app renders.
 */
export const untilTheAppRuns = (html: string): string =>
  html
    .replace(/<button(?=[\s>])([^>]*)>/g, (tag, attrs: string) =>
      /\sdisabled(?=[\s=>]|$)/.test(attrs) ? tag : `<button disabled data-until-app${attrs}>`,
    )
    .replace(/<(input|textarea)(?=[\s>])([^>]*)>/g, (tag, name: string, attrs: string) =>
      /\sreadonly(?=[\s=>]|$)/i.test(attrs) ? tag : `<${name} readonly data-until-app${attrs}>`,
    );
