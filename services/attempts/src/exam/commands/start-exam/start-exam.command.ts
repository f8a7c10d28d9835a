import { Command } from '@nestjs/cqrs';
import type { ExamSessionView } from '../../exam-view';

export interface StartExamInput {
  userId: string;
  quizId: string;
  /** The learner's name for the leaderboard (the app sends it; an email is never shown). */
  displayName?: string;
  /** The caller's role: staff may sit any exam whatever their access. */
  actorRole: string;
}

/** Opens the learner's one session of an exam, or answers the one already open (or submitted). */
export class StartExamCommand extends Command<ExamSessionView> {
  constructor(readonly input: StartExamInput) {
    super();
  }
}
