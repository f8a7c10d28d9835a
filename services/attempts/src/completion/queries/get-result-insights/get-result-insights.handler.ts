import { notFound } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { confidenceReport, decodeTags, noTags } from '../../../shared/domain/confidence';
import { whatIf } from '../../domain/what-if';
import { decodeStatuses } from '../../persistence/answer-codec';
import { QuizCatalogReadModel } from '../../../quiz-catalog/persistence/quiz-catalog.read-model';
import { CompletionRecords } from '../../persistence/completion-records';
import { GetResultInsightsQuery, type ResultInsights } from './get-result-insights.query';

export const NO_SUCH_RESULT_MESSAGE = 'No such result.';

/**
 * Computed on the server from the stored completion (re-scored after a key correction) and the quiz's
 * marking: one lookup by _id, and the quiz's facts from memory.
 */
@QueryHandler(GetResultInsightsQuery)
export class GetResultInsightsHandler implements IQueryHandler<GetResultInsightsQuery> {
  constructor(
    private readonly records: CompletionRecords,
    private readonly quizzes: QuizCatalogReadModel,
  ) {}

  async execute({ userId, attemptId, staff }: GetResultInsightsQuery): Promise<ResultInsights> {
    const attempt = await this.records.find(attemptId);
    if (!attempt || (attempt.userId !== userId && !staff)) throw notFound(NO_SUCH_RESULT_MESSAGE);
    const facts = await this.quizzes.factsOf(attempt.quizId);
    const marking = {
      marksPerCorrect: facts?.marksPerCorrect ?? 1,
      negativeMarks: facts?.negativeMarks ?? 0,
    };
    const statuses = decodeStatuses(attempt.statuses);
    const tags = decodeTags(attempt.confidence);
    return {
      attemptId,
      tagged: !noTags(tags),
      marking,
      ...confidenceReport(statuses, tags),
      whatIf: attempt.result.attemptedQuestions > 0 ? whatIf(statuses, tags, marking) : null,
    };
  }
}
