import type { QuizKind } from '@exam/contracts';
import { Command } from '@nestjs/cqrs';

export interface UploadMediaInput {
  fileName: string;
  content: Buffer;
  /** With `field`, the file is attached to this quiz (and question, by 0-based questionIndex). */
  quizId: string | null;
  kind: QuizKind;
  field: string;
  questionIndex: number | null;
}

/** What was stored (and, when attached, the quiz's new record as the console shows it). */
export type UploadMediaResult = Record<string, unknown>;

/** An image, PDF (rendered to page images) or video from the console, optionally attached to a quiz. */
export class UploadMediaCommand extends Command<UploadMediaResult> {
  constructor(
    readonly input: UploadMediaInput,
    readonly actorId: string,
  ) {
    super();
  }
}
