/** What the renderer sends its worker: the PDF and where pdfjs-dist and its font data are. */
export interface RenderRequest {
  pdfjsUrl: string;
  standardFontDataUrl: string;
  cMapUrl: string;
  data: Uint8Array;
  maxPages: number;
  widthPx: number;
  /** WebP quality (0-100) of the page images. */
  webpQuality: number;
}

export type RenderReply =
  | { ok: true; pages: Uint8Array[] }
  | { ok: false; reason: 'encrypted' | 'unreadable' | 'renderer-missing' }
  | { ok: false; reason: 'too-many-pages'; pages: number };

/**
 * The worker's code, run with `eval: true`: plain JavaScript kept as a string so that jest, tsx and the
 * webpack build all start the same worker without a separate compiled file. pdfjs-dist is an ES module,
 * loaded by file URL; in Node it draws on @napi-rs/canvas (its optional dependency) by itself.
 */
export const PDF_RENDER_WORKER_SOURCE = `
const { parentPort, workerData: w } = require('node:worker_threads');
(async () => {
  let pdfjs;
  try {
    pdfjs = await import(w.pdfjsUrl);
  } catch {
    return parentPort.postMessage({ ok: false, reason: 'renderer-missing' });
  }
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: w.data,
      standardFontDataUrl: w.standardFontDataUrl,
      cMapUrl: w.cMapUrl,
      cMapPacked: true,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
  } catch (e) {
    const reason = e && e.name === 'PasswordException' ? 'encrypted' : 'unreadable';
    return parentPort.postMessage({ ok: false, reason });
  }
  if (doc.numPages > w.maxPages)
    return parentPort.postMessage({ ok: false, reason: 'too-many-pages', pages: doc.numPages });
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: w.widthPx / page.getViewport({ scale: 1 }).width });
      const target = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvasContext: target.context, canvas: target.canvas, viewport }).promise;
      pages.push(new Uint8Array(target.canvas.toBuffer('image/webp', w.webpQuality)));
      doc.canvasFactory.destroy(target);
      page.cleanup();
    }
    parentPort.postMessage({ ok: true, pages });
  } catch {
    parentPort.postMessage({ ok: false, reason: 'unreadable' });
  } finally {
    await doc.destroy();
  }
})();
`;
