import Papa from 'papaparse';

/** The template's columns: the catalog's import rules read exactly these (correct_answer: text or 1-6). */
const optionColumns = (prefix: string) => Array.from({ length: 6 }, (_, i) => `${prefix}${i + 1}`);
export const IMPORT_COLUMNS = [
  'question',
  'question_in_hindi',
  ...optionColumns('option_'),
  ...optionColumns('option_hindi_'),
  'correct_answer',
  'answer_explanation_in_english',
  'answer_explanation_in_hindi',
  'youtube_video',
];

export type SheetRow = Record<string, string> & { _row: number };

const EXAMPLE: Record<string, string> = {
  question: 'Which Article of the Constitution deals with the Election Commission?',
  question_in_hindi: 'संविधान का कौन-सा अनुच्छेद निर्वाचन आयोग से संबंधित है?',
  option_1: 'Article 280',
  option_2: 'Article 324',
  option_3: 'Article 148',
  option_4: 'Article 315',
  option_hindi_1: 'अनुच्छेद 280',
  option_hindi_2: 'अनुच्छेद 324',
  option_hindi_3: 'अनुच्छेद 148',
  option_hindi_4: 'अनुच्छेद 315',
  correct_answer: '2',
  answer_explanation_in_english:
    'Article 324 vests the superintendence of elections in the Election Commission.',
  answer_explanation_in_hindi: 'अनुच्छेद 324 चुनावों का अधीक्षण निर्वाचन आयोग में निहित करता है।',
};

/** The downloadable template: the header and one example row (UTF-8 with BOM, so Excel reads the Hindi). */
export function templateCsv(): string {
  return `\uFEFF${Papa.unparse({ fields: IMPORT_COLUMNS, data: [IMPORT_COLUMNS.map((c) => EXAMPLE[c] ?? '')] })}`;
}

/** Rows from a header row and data rows, numbered as the spreadsheet numbers lines; blank rows dropped. */
export function rowsFrom(header: unknown[], data: unknown[][]): SheetRow[] {
  const names = header.map((h) => String(h ?? '').trim());
  return data
    .map((cells, i) => {
      const row = { _row: i + 2 } as SheetRow;
      names.forEach((name, j) => {
        if (name) row[name] = cells[j] === null || cells[j] === undefined ? '' : String(cells[j]).trim();
      });
      return row;
    })
    .filter((row) => names.some((n) => n && row[n]));
}

/** FileReader rather than Blob.text(): the same in every browser and in the tests' jsdom. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

/** A CSV (Papa Parse) or .xlsx (read-excel-file, loaded only when needed) file as rows. */
export async function readSheet(file: File): Promise<SheetRow[]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { default: readXlsxFile } = await import('read-excel-file');
    const [header = [], ...data] = await readXlsxFile(file);
    return rowsFrom(header, data as unknown[][]);
  }
  const text = (await readText(file)).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.length && !parsed.data.length) throw new Error(parsed.errors[0].message);
  const [header = [], ...data] = parsed.data;
  return rowsFrom(header, data);
}
