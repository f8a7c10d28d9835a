import { createCanvas, loadImage } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { PDF_MAX_PAGES, PDF_PAGE_WIDTH_PX } from '../catalog.constants';
import {
  NOT_A_PDF,
  PDF_ENCRYPTED,
  PdfEncryptedError,
  PdfRenderError,
  PdfTooLargeError,
  renderPdfPages,
} from './pdf-pages.renderer';

/** A real PDF built here with pdfkit (standard fonts, not embedded: pdfjs must find its own font data). */
function pdf(pages: number, options: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [300, 450], margin: 24, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let i = 1; i <= pages; i++) {
      if (i > 1) doc.addPage();
      doc.rect(0, 0, 300, 225).fill('#000000');
      doc.fillColor('#000000').fontSize(16).text(`Page ${i}`, 24, 300);
    }
    doc.end();
  });
}

describe('renderPdfPages (pdfjs-dist on @napi-rs/canvas in a worker)', () => {
  it('renders every page, in order, to a WebP as wide as the flip-book needs', async () => {
    const pages = await renderPdfPages(await pdf(2));
    expect(pages).toHaveLength(2);
    for (const page of pages)
      expect(await sharp(page).metadata()).toMatchObject({
        format: 'webp',
        width: PDF_PAGE_WIDTH_PX,
        height: PDF_PAGE_WIDTH_PX * 1.5,
      });
  });

  it('draws the page: the black top half is black, the bottom corner white', async () => {
    const [page] = await renderPdfPages(await pdf(1));
    const image = await loadImage(page);
    const ctx = createCanvas(image.width, image.height).getContext('2d');
    ctx.drawImage(image, 0, 0);
    const pixel = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data];
    expect(pixel(450, 100)).toEqual([0, 0, 0, 255]);
    expect(pixel(880, 1330)).toEqual([255, 255, 255, 255]);
  });

  it('refuses a file that is not a PDF, or a broken one', async () => {
    await expect(renderPdfPages(Buffer.from('<html>not a pdf</html>'))).rejects.toThrow(
      new PdfRenderError(NOT_A_PDF),
    );
    await expect(renderPdfPages(Buffer.from('%PDF-1.7\nbroken'))).rejects.toBeInstanceOf(PdfRenderError);
  });

  it('refuses a password-protected PDF with a message saying so', async () => {
    const locked = renderPdfPages(await pdf(1, { userPassword: 'secret' }));
    await expect(locked).rejects.toBeInstanceOf(PdfEncryptedError);
    await expect(locked).rejects.toThrow(PDF_ENCRYPTED);
  });

  it(`refuses a PDF of more than ${PDF_MAX_PAGES} pages`, async () => {
    await expect(renderPdfPages(await pdf(PDF_MAX_PAGES + 1))).rejects.toBeInstanceOf(PdfTooLargeError);
  });

  it('renders the next file after a refused one (the queue is not stuck)', async () => {
    await renderPdfPages(Buffer.from('%PDF-1.7\nbroken')).catch(() => undefined);
    await expect(renderPdfPages(await pdf(1))).resolves.toHaveLength(1);
  });
});
