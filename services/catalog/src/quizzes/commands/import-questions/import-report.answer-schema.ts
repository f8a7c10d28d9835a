import { answerSchema, namedSchema } from '@exam/common';

const count = { type: 'integer' } as const;

/** A spreadsheet row's problems (RowProblem): its 1-based number and why it cannot be imported. */
const ROW_PROBLEM = namedSchema(
  'ImportRowProblem',
  answerSchema({ row: count, reasons: { type: 'array', items: { type: 'string' } } }),
);

/**
 * What an import answers (ImportReport): the rows checked and their problems; once written, how many
 * questions were imported and the quiz they went into (its console record). A 422 carries the same report.
 */
export const IMPORT_REPORT = namedSchema(
  'ImportReport',
  answerSchema(
    {
      dryRun: { type: 'boolean' },
      rows: count,
      valid: count,
      problems: { type: 'array', items: ROW_PROBLEM },
      imported: count,
      quiz: {
        type: 'object',
        properties: { id: { type: 'string' } },
        required: ['id'],
        additionalProperties: true,
      },
    },
    ['imported', 'quiz'],
  ),
);
