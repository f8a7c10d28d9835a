import { DomainError } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { STAFF_ROLES } from '@exam/access';
import { progressKey } from '../shared/persistence/keys';
import type { QuizFacts } from '../quiz-catalog/persistence/quiz-catalog.read-model';
import { liveStateOf } from './domain/exam-rules';
import { examOf } from './domain/exam-quiz';
import { ExamSessions } from './exam-sessions';

export const SIT_THE_EXAM_MESSAGE = 'This quiz is an exam: sit it from the exam screen.';

/**
 * Issue 31: an exam may be played in the practice player (completequiz) only once its key is the learner's
 * to see: after a live mock's close, or after their own session of any other exam is submitted. Before that,
 * a practice submission's score would tell the key. Such practice is recorded but never ranked.
 */
@Injectable()
export class ExamPractice {
  constructor(private readonly sessions: ExamSessions) {}

  /** True when the quiz is an exam (its completions are practice, unranked); throws while it must be sat. */
  async check(quiz: QuizFacts, userId: string, role: string, now = new Date()): Promise<boolean> {
    const exam = examOf(quiz);
    if (exam.mode !== 'exam') return false;
    if (STAFF_ROLES.includes(role)) return true;
    if (exam.live ? liveStateOf(exam.live, now) === 'closed' : await this.submitted(userId, quiz._id))
      return true;
    throw new DomainError('conflict', SIT_THE_EXAM_MESSAGE, { reason: 'exam' });
  }

  private async submitted(userId: string, quizId: string): Promise<boolean> {
    return (await this.sessions.get(progressKey(userId, quizId)))?.status === 'submitted';
  }
}
