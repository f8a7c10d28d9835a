import PDFDocument from 'pdfkit';

/** A small PDF of `pages` pages, made with pdfkit as an editor's upload would be. */
export function makePdf(
  pages: number,
  title = 'Daily News Analysis',
  options: { userPassword?: string } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [300, 450], margin: 24, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let i = 1; i <= pages; i++) {
      if (i > 1) doc.addPage();
      doc.fontSize(16).text(`${title}, page ${i}`);
    }
    doc.end();
  });
}
