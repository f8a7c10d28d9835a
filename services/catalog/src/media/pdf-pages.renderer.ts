import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDF_MAX_PAGES, PDF_PAGE_WIDTH_PX } from '../catalog.constants';

const run = promisify(execFile);
/** Debian's poppler-utils (CI installs it); PDFTOPPM overrides the path. */
const PDFTOPPM = process.env.PDFTOPPM ?? 'pdftoppm';

export class PdfRenderError extends Error {}
/** The server lacks poppler: an operator's problem, not the editor's file. */
export class PdfRendererMissingError extends Error {}

/** Renders a PDF's pages to PNG images with poppler's pdftoppm, in page order. */
export async function renderPdfPages(pdf: Buffer): Promise<Buffer[]> {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new PdfRenderError('The file is not a PDF.');
  const dir = await mkdtemp(join(tmpdir(), 'catalog-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const args = ['-png', '-scale-to-x', String(PDF_PAGE_WIDTH_PX), '-scale-to-y', '-1'];
    await run(PDFTOPPM, [...args, '-l', String(PDF_MAX_PAGES), join(dir, 'in.pdf'), join(dir, 'page')], {
      timeout: 120_000,
    }).catch((e: Error & { code?: string }) => {
      if (e.code === 'ENOENT')
        throw new PdfRendererMissingError(
          'PDF rendering is not available on this server (pdftoppm is missing).',
        );
      throw new PdfRenderError('The PDF could not be read.');
    });
    const pages = (await readdir(dir)).filter((f) => f.startsWith('page') && f.endsWith('.png')).sort();
    return Promise.all(pages.map((f) => readFile(join(dir, f))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
