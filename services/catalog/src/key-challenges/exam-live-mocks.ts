import { Injectable } from '@nestjs/common';
import { examSettingsOf } from '../quizzes/domain/exam-settings';
import { ExamKeyReleases } from '../exam-keys/persistence/exam-key-releases';
import type { QuizSummaryDoc } from '../quizzes/persistence/quiz.schema';
import { LiveMocks } from './live-mocks.port';

/** LiveMocks from exam mode: a quiz in exam mode with a live window; a candidate is one whose session was submitted. */
@Injectable()
export class ExamLiveMocks extends LiveMocks {
  constructor(private readonly releases: ExamKeyReleases) {
    super();
  }

  closesAt(summary: QuizSummaryDoc): string | null {
    const exam = examSettingsOf(summary);
    return exam.mode === 'exam' && exam.liveWindow ? exam.liveWindow.closesAt : null;
  }

  async sat(userId: string, quizId: string): Promise<boolean> {
    return !!(await this.releases
      .releases()
      .findOne({ _id: `${userId}:${quizId}` }, { projection: { _id: 1 } }));
  }
}
