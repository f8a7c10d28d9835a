import PDFDocument from 'pdfkit';

function toBuffer(draw: (doc: PDFKit.PDFDocument) => void, size: [number, number]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size, margin: 28 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

const PALETTE: Record<string, string> = {
  'Detailed News Analysis': '#7b1e1e',
  'Current Affairs': '#1d4e89',
  'NCERT - AEP': '#2e6b30',
  'Mock Tests': '#6b4c1d',
};

/** A one-page cover (rendered to the quiz image): subject colour band, title and subject. */
export function coverPdf(title: string, subject: string): Promise<Buffer> {
  return toBuffer(
    (doc) => {
      doc.rect(0, 0, 480, 270).fill(PALETTE[subject] ?? '#333333');
      doc.fillColor('#ffffff').fontSize(14).text(subject.toUpperCase(), 28, 40, { characterSpacing: 1 });
      doc.fontSize(24).text(title, 28, 90, { width: 420 });
    },
    [480, 270],
  );
}

/** Revision notes of a quiz (rendered to its page images for the flip-book): one key point per question. */
export function notesPdf(title: string, points: string[]): Promise<Buffer> {
  return toBuffer(
    (doc) => {
      doc.fontSize(16).text(title, { underline: true });
      doc.moveDown().fontSize(10).text('Key points for revision', { oblique: true }).moveDown();
      points.forEach((p, i) => {
        if (i > 0 && i % 5 === 0) doc.addPage();
        doc
          .fontSize(11)
          .text(`${i + 1}. ${p}`)
          .moveDown(0.6);
      });
    },
    [300, 450],
  );
}

/** A diagram for the Aditya-L1 question: Sun, Earth and the L1 point between them (not to scale). */
export function lagrangeDiagramPdf(): Promise<Buffer> {
  return toBuffer(
    (doc) => {
      doc.circle(70, 110, 40).fill('#f2b705');
      doc.circle(360, 110, 14).fill('#1d4e89');
      doc.circle(300, 110, 4).fill('#7b1e1e');
      doc.moveTo(110, 110).lineTo(346, 110).dash(4, { space: 4 }).stroke('#777777');
      doc.fillColor('#000000').fontSize(11).text('Sun', 55, 160).text('L1', 293, 80).text('Earth', 345, 135);
      doc.fontSize(9).text('About 1.5 million km from Earth towards the Sun (not to scale)', 60, 190);
    },
    [420, 220],
  );
}
