import { Injectable } from '@nestjs/common';
import { findByIds } from '@exam/messaging';
import { QuizCatalogReadModel } from '../../../quiz-catalog/persistence/quiz-catalog.read-model';
import {
  completionRows,
  topicMonthIds,
  TopicsReadModel,
} from '../../../topics/persistence/topics.read-model';
import type { NotebookEntryView } from '../../notebook-views';
import type { NotebookQuizDoc } from '../../persistence/notebook.read-model';

/** A question of a practice session that is not in the notebook: one of a quiz of the chapters chosen. */
export type ChapterQuestion = Pick<
  NotebookEntryView,
  'quizId' | 'kind' | 'quizName' | 'subject' | 'chapter' | 'index'
> & { inNotebook: false };

/** The period the weakest chapters are chosen over, at its longest. */
const QUIZZES_OF_DAYS = 90;

/**
 * 'Practise these' (issue 32) draws on the quizzes of the weakest chapters as well as on the notebook: the
 * quizzes the learner completed in those chapters lately (their topic rows name them, newest first; the
 * learner could open them), each question not in the notebook already, in question order.
 */
@Injectable()
export class ChapterQuestions {
  constructor(
    private readonly topics: TopicsReadModel,
    private readonly quizzes: QuizCatalogReadModel,
  ) {}

  async of(
    userId: string,
    today: string,
    chapters: readonly string[],
    notebook: ReadonlyMap<string, NotebookQuizDoc>,
    limit: number,
  ): Promise<ChapterQuestion[]> {
    const months = await findByIds(this.topics.months(), topicMonthIds(userId, today, QUIZZES_OF_DAYS));
    const latest = new Map<string, string>();
    for (const doc of months.values())
      for (const [, [day, , chapter, , , , quizId]] of completionRows(doc))
        if (quizId && chapters.includes(chapter) && day > (latest.get(quizId) ?? '')) latest.set(quizId, day);
    const newestFirst = [...latest].sort((a, b) => b[1].localeCompare(a[1])).map(([quizId]) => quizId);
    const questions: ChapterQuestion[] = [];
    for (const quizId of newestFirst) {
      if (questions.length >= limit) break;
      const facts = await this.quizzes.factsOf(quizId);
      if (!facts || facts.removed) continue;
      const inNotebook = notebook.get(`${userId}:${quizId}`)?.e ?? {};
      for (let index = 0; index < facts.questionsLength && questions.length < limit; index++)
        if (!inNotebook[index])
          questions.push({
            quizId,
            kind: facts.kind,
            quizName: facts.name,
            subject: facts.subject,
            chapter: facts.chapter,
            index,
            inNotebook: false,
          });
    }
    return questions;
  }
}
