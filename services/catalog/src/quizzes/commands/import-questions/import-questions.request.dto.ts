/** The rows of the template as the console parsed them, and where they go. */
export interface ImportQuestionsRequestDto {
  rows?: unknown;
  /** Append to this quiz; or, without it, create `quiz` (unpublished) with the rows as its questions. */
  quizId?: unknown;
  quiz?: unknown;
  /** The revision the editor has open (stale-write guard, as on a save). */
  rev?: unknown;
  dryRun?: unknown;
}
