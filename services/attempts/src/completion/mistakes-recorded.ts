import { MistakeRecorded, type EventEnvelope } from '@exam/contracts';
import { decodeTags } from '../shared/domain/confidence';
import { entryReason } from '../notebook/domain/notebook-rules';
import { decodeChoices, decodeStatuses } from './persistence/answer-codec';
import { progressKey } from '../shared/persistence/keys';
import type { Completion } from './persistence/completion.schema';

/**
 * The notebook's share of a stored completion (or, after a key correction, of its answers that became
 * wrong: `only` those questions, with the cause's id and time): its wrong answers and right guesses, as one MistakeRecorded
 * (none when there are none). Made when the completion is applied, not stored with it in the change log;
 * made again after a crash, it is the same event (its id is the attemptId's), so projectors count it once.
 */
export function mistakesRecorded(
  attempt: Completion,
  opts: { source?: 'quiz' | 'exam'; only?: (index: number) => boolean; eventId?: string; at?: Date } = {},
): EventEnvelope[] {
  const { source = 'quiz', only = () => true } = opts;
  const statuses = decodeStatuses(attempt.statuses);
  const choices = decodeChoices(attempt.answers);
  const tags = decodeTags(attempt.confidence);
  const questions = statuses.flatMap((status, index) => {
    const confidence = tags[index] ?? null;
    return only(index) && entryReason(status, confidence)
      ? [{ questionIndex: index, option: choices[index] ?? null, confidence, right: status === 1 }]
      : [];
  });
  if (!questions.length) return [];
  const recordedAt = opts.at ?? new Date(attempt.completedAt);
  return [
    MistakeRecorded.create(
      progressKey(attempt.userId, attempt.quizId),
      {
        userId: attempt.userId,
        quizId: attempt.quizId,
        kind: attempt.kind,
        quizName: attempt.quizName,
        subject: attempt.subject,
        chapter: attempt.chapter ?? '',
        source,
        attemptId: attempt._id,
        questions,
        recordedAt: recordedAt.toISOString(),
      },
      { eventId: opts.eventId ?? `${attempt._id}:mistakes`, occurredAt: recordedAt, actorId: attempt.userId },
    ),
  ];
}
