import { createRequire } from 'node:module';
import type DOMPurifyType from 'dompurify';

/**
 * DOMPurify for the server's render of the demo (render-demo.tsx; the SSR build aliases `dompurify` to this
 * module): the same library, version, hook and allowlist as in the browser (src/lib/quiz-content.ts), on a
 * jsdom window, as DOMPurify's documentation advises for Node. Without a window DOMPurify cannot sanitise.
 */
const require = createRequire(import.meta.url);
const createDOMPurify = require('dompurify') as typeof DOMPurifyType;
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

export default createDOMPurify(new JSDOM('').window);
