import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, readSheet, templateCsv } from './sheet';

describe('import sheets', () => {
  it('the template has every column and an example row that reads back', async () => {
    const file = new File([templateCsv()], 'template.csv', { type: 'text/csv' });
    const rows = await readSheet(file);
    expect(Papa.parse<string[]>(templateCsv().slice(1)).data[0]).toEqual(IMPORT_COLUMNS);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ _row: 2, correct_answer: '2', option_hindi_2: 'अनुच्छेद 324' });
  });

  it('numbers rows as the file does, skipping blank lines without renumbering', async () => {
    const csv = 'question,option_1,option_2,correct_answer\nA?,x,y,1\n,,,\nB?,"p, q",r,2\n';
    const rows = await readSheet(new File([csv], 'q.csv'));
    expect(rows.map((r) => [r._row, r.question, r.option_1])).toEqual([
      [2, 'A?', 'x'],
      [4, 'B?', 'p, q'],
    ]);
  });
});
