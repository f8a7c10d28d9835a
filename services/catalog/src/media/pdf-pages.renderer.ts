import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  PDF_MAX_PAGES,
  PDF_PAGE_WEBP_QUALITY,
  PDF_PAGE_WIDTH_PX,
  UPLOAD_MAX_BYTES,
} from '../catalog.constants';
import { PDF_RENDER_WORKER_SOURCE, type RenderReply, type RenderRequest } from './pdf-render.worker-source';

/** The editor's file cannot be rendered: a 400 with this message. */
export class PdfRenderError extends Error {}
/** The PDF needs a password to open. */
export class PdfEncryptedError extends PdfRenderError {}
/** More bytes or pages than the server renders. */
export class PdfTooLargeError extends PdfRenderError {}
/** The renderer itself failed to load: an operator's problem, not the editor's file (503). */
export class PdfRendererMissingError extends Error {}

export const NOT_A_PDF = 'The file is not a PDF.';
export const PDF_ENCRYPTED = 'The PDF is password-protected: upload a copy without a password.';
export const PDF_UNREADABLE = 'The PDF could not be read.';
const tooManyBytes = `The PDF is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;
const tooManyPages = (n: number) => `The PDF has ${n} pages: at most ${PDF_MAX_PAGES} are rendered.`;
/** A page that takes longer than this is a hostile or broken file. */
const RENDER_TIMEOUT_MS = 180_000;

/** Resolved here (not in the worker) so the paths are right under jest, tsx and the webpack build alike. */
const nodeRequire = createRequire(__filename);
function pdfjsPaths() {
  const root = join(nodeRequire.resolve('pdfjs-dist/package.json'), '..');
  return {
    pdfjsUrl: pathToFileURL(join(root, 'legacy/build/pdf.mjs')).href,
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    cMapUrl: `${join(root, 'cmaps')}/`,
  };
}

/** One render at a time: a second upload waits instead of doubling the CPU the API shares. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a PDF's pages to WebP images (pdfjs-dist on @napi-rs/canvas, both from npm: no system package),
 * in page order, in a worker thread so a 50-page PDF does not stall the event loop that answers the API.
 */
export function renderPdfPages(pdf: Buffer): Promise<Buffer[]> {
  if (pdf.subarray(0, 1024).indexOf('%PDF-') < 0) return Promise.reject(new PdfRenderError(NOT_A_PDF));
  if (pdf.length > UPLOAD_MAX_BYTES) return Promise.reject(new PdfTooLargeError(tooManyBytes));
  const run = queue.then(() => renderInWorker(pdf));
  queue = run.catch(() => undefined);
  return run;
}

function renderInWorker(pdf: Buffer): Promise<Buffer[]> {
  let paths: ReturnType<typeof pdfjsPaths>;
  try {
    paths = pdfjsPaths();
  } catch {
    return Promise.reject(new PdfRendererMissingError('PDF rendering is not available on this server.'));
  }
  const request: RenderRequest = {
    ...paths,
    data: new Uint8Array(pdf),
    maxPages: PDF_MAX_PAGES,
    widthPx: PDF_PAGE_WIDTH_PX,
    webpQuality: PDF_PAGE_WEBP_QUALITY,
  };
  return new Promise<Buffer[]>((resolve, reject) => {
    const worker = new Worker(PDF_RENDER_WORKER_SOURCE, { eval: true, workerData: request });
    const timer = setTimeout(() => {
      reject(new PdfRenderError('The PDF took too long to render.'));
      void worker.terminate();
    }, RENDER_TIMEOUT_MS);
    worker.once('message', (reply: RenderReply) => {
      clearTimeout(timer);
      void worker.terminate();
      if (reply.ok) return resolve(reply.pages.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
      if (reply.reason === 'encrypted') return reject(new PdfEncryptedError(PDF_ENCRYPTED));
      if (reply.reason === 'too-many-pages') return reject(new PdfTooLargeError(tooManyPages(reply.pages)));
      if (reply.reason === 'renderer-missing')
        return reject(new PdfRendererMissingError(`PDF rendering is not available on this server.`));
      reject(new PdfRenderError(PDF_UNREADABLE));
    });
    worker.once('error', () => {
      clearTimeout(timer);
      reject(new PdfRenderError(PDF_UNREADABLE));
    });
  });
}
