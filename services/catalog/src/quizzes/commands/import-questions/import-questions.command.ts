import { Command } from '@nestjs/cqrs';
import type { RowProblem, ImportRow } from './import-rows.rules';

export interface ImportQuestionsInput {
  rows: ImportRow[];
  /** Append to this quiz; or, without it, create `quiz` (unpublished) with the rows as its questions. */
  quizId: string | null;
  quiz: Record<string, unknown> | null;
  /** The revision the editor has open (stale-write guard, as on a save); null: the quiz's current one. */
  rev: number | null;
  dryRun: boolean;
}

export interface ImportReport {
  dryRun: boolean;
  rows: number;
  valid: number;
  problems: RowProblem[];
}

/** A report with nothing written (a dry run, or rows with problems), or the import done. */
export type ImportQuestionsResult =
  | { written: false; report: ImportReport }
  | { written: true; report: ImportReport; imported: number; quiz: Record<string, unknown> };

/** Questions from a spreadsheet's rows, into a new or an existing quiz: all rows pass, or nothing is written. */
export class ImportQuestionsCommand extends Command<ImportQuestionsResult> {
  constructor(
    readonly input: ImportQuestionsInput,
    readonly actorId: string,
  ) {
    super();
  }
}
