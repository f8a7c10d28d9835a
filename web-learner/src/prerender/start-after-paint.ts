/**
 * A pre-drawn page (vite.config.ts) asks for the app's scripts only once the browser has painted it: the
 * paint waits for nothing but the HTML. Requested beside the HTML, the scripts (about 190 KB gzipped) shared a
 * phone's bandwidth with it and the first paint came after them (Lighthouse's simulated LCP on `/` 2.7 s instead
 * of 1 s). The page's buttons stay disabled until the app hydrates it (src/main.tsx), so a tap meanwhile does
 * nothing. A page the app draws itself (the dark theme, Hindi, signed in: `data-shell="off"`) starts at once.
 *
 * Replaces the document's module entry and `modulepreload` links with one inline script that adds them after
 * the first paint (the `load` event, then the frame after it); the platform's CSP allows it by its hash.
 */
export function startAppAfterPaint(html: string): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const page = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (scripts.length !== 1) throw new Error(`expected one module entry in the page, found ${scripts.length}`);
  return page.replace('</body>', `<script>${loader(scripts[0], preloads)}</script></body>`);
}

const loader = (entry: string, preloads: string[]): string =>
  `(function(){var d=document;function add(tag,attrs){var e=d.createElement(tag);e.crossOrigin='';` +
  `for(var k in attrs)e[k]=attrs[k];d.head.appendChild(e)}function start(){` +
  `${JSON.stringify(preloads)}.forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
  `add('script',{type:'module',src:${JSON.stringify(entry)}})}` +
  `function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}` +
  `if(d.documentElement.getAttribute('data-shell')==='off')start();` +
  `else if(d.readyState==='complete')afterPaint();else addEventListener('load',afterPaint)})();`;
