import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LOADER } from '../app-loader';
import { startAppAfterPaint } from '../start-after-paint';

const page =
  '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">\n' +
  '</head><body><div id="root"><h1>Drawn</h1></div>' +
  '<link rel="modulepreload" crossorigin href="/assets/landing-c.js"></body></html>';

/** Runs the page's loader in this document (with the page's meta naming the scripts), as the browser would. */
function runLoader(html: string): void {
  document.head.insertAdjacentHTML('beforeend', /<meta name="app-scripts"[^>]*>/.exec(html)![0]);
  const source = /<script>([\s\S]*)<\/script><\/body>/.exec(html)![1];
  new Function(source)();
}

const added = () =>
  [...document.head.querySelectorAll('script[type=module], link[rel=modulepreload]')].map(
    (e) => e.getAttribute('src') ?? e.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-shell');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startAppAfterPaint', () => {
  it('takes the module entry and preloads out of the HTML into one inline loader', () => {
    const html = startAppAfterPaint(page);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<h1>Drawn</h1>');
    expect(html.match(/<script>/g)).toHaveLength(1);
    // The loader is the same text whatever the build names its files: the edge's CSP allows it by one hash.
    expect(html).toContain(`<script>${APP_LOADER}</script>`);
    expect(startAppAfterPaint(page.replace(/index-a/g, 'index-z'))).toContain(
      `<script>${APP_LOADER}</script>`,
    );
    expect(() => startAppAfterPaint('<body></body>')).toThrow(/one module entry/);
  });

  it('asks for the scripts only in the frame after the page has loaded and painted', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    runLoader(startAppAfterPaint(page));
    // jsdom's document has loaded already: the loader waits for the next frame, then a task after it.
    expect(added()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0](0);
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual(['/assets/react-b.js', '/assets/landing-c.js', '/assets/index-a.js']);
    const entry = document.head.querySelector('script[type=module]') as HTMLScriptElement;
    expect(entry.crossOrigin).toBe('');
  });

  it("runs the entry's libraries before the entry, downloading everything at once", async () => {
    document.documentElement.setAttribute('data-shell', 'off');
    const html = startAppAfterPaint(page, ['/assets/react-b.js', '/assets/not-preloaded.js']);
    expect(html).toContain('data-first="/assets/react-b.js"');
    runLoader(html);
    // Everything is asked for at once; the entry runs only once its libraries have (here: failed to) run.
    expect(added()).toEqual(['/assets/react-b.js', '/assets/landing-c.js', '/assets/index-a.js']);
    expect(document.head.querySelector('script[type=module]')).toBeNull();
    await vi.waitFor(() => expect(document.head.querySelector('script[type=module]')).not.toBeNull());
    expect(document.head.querySelector('script[type=module]')!.getAttribute('src')).toBe(
      '/assets/index-a.js',
    );
  });

  it('starts the app at once when it draws the page itself (dark theme, Hindi, signed in)', () => {
    document.documentElement.setAttribute('data-shell', 'off');
    runLoader(startAppAfterPaint(page));
    expect(added()).toEqual(['/assets/react-b.js', '/assets/landing-c.js', '/assets/index-a.js']);
  });

  it('asks for the scripts at once on a page whose largest paint they draw (the demo quiz)', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    runLoader(startAppAfterPaint(page, [], true));
    expect(frames).toHaveLength(0);
    expect(added()).toEqual(['/assets/react-b.js', '/assets/landing-c.js', '/assets/index-a.js']);
  });

  it('asks for many preloads a few to a task, each task short on a phone', () => {
    vi.useFakeTimers();
    document.documentElement.setAttribute('data-shell', 'off');
    const many = Array.from(
      { length: 14 },
      (_, i) => `<link rel="modulepreload" crossorigin href="/assets/c${i}.js">`,
    );
    runLoader(startAppAfterPaint(page.replace('</head>', `${many.join('')}</head>`)));
    // Six preloads, and the entry (no libraries to run first); six more in the next task, and so on.
    expect(added()).toHaveLength(7);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(13);
    vi.runAllTimers();
    expect(added()).toHaveLength(17);
    expect(added().slice(0, 3)).toEqual(['/assets/react-b.js', '/assets/c0.js', '/assets/c1.js']);
  });
});
