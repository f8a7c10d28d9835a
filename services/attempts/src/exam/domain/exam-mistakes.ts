import { entryReason } from '../../notebook/domain/notebook-rules';
import type { Confidence } from '../../shared/domain/confidence';
import type { QuestionStatus } from '../../shared/domain/scoring';
import type { SavedResponse } from './responses';

/** A question an exam puts in the learner's notebook, as MistakeRecorded carries it. */
export interface ExamMistake {
  questionIndex: number;
  option: number | null;
  confidence: Confidence | null;
  right: boolean;
}

/**
 * Issue 32's entry rule (notebook-rules' entryReason) over a submitted session's saved responses and their
 * statuses: its wrong answers and its right answers tagged 'Guess'; a marked or unanswered question never.
 */
export function examMistakes(
  responses: readonly SavedResponse[],
  statuses: readonly QuestionStatus[],
): ExamMistake[] {
  return statuses.flatMap((status, index) => {
    const r = responses[index];
    const confidence = r?.confidence ?? null;
    return r && entryReason(status, confidence)
      ? [{ questionIndex: index, option: r.option, confidence, right: status === 1 }]
      : [];
  });
}
