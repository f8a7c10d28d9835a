import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findByIds } from '@exam/messaging';
import { indiaDay } from '../../../notebook/domain/review-schedule';
import { topicWindow, weakestChapters, type CompletionFact, type TimeFact } from '../../domain/topic-stats';
import {
  completionRows,
  timeRows,
  topicMonthIds,
  TopicsReadModel,
} from '../../persistence/topics.read-model';
import { GetTopicAnalysisQuery, type TopicAnalysis } from './get-topic-analysis.query';

/** The two windows and the periods before them: 180 days. */
const WINDOWS = [30, 90];
const SPAN_DAYS = 2 * Math.max(...WINDOWS);

/** Topic analysis on the dashboard: the learner's month documents of 180 days, by _id, summed in memory. */
@QueryHandler(GetTopicAnalysisQuery)
export class GetTopicAnalysisHandler implements IQueryHandler<GetTopicAnalysisQuery> {
  constructor(private readonly store: TopicsReadModel) {}

  async execute({ userId }: GetTopicAnalysisQuery): Promise<TopicAnalysis> {
    const today = indiaDay(Date.now());
    const ids = topicMonthIds(userId, today, SPAN_DAYS);
    const docs = await findByIds(this.store.months(), ids);
    const completions: CompletionFact[] = [];
    const times: TimeFact[] = [];
    for (const doc of docs.values()) {
      for (const [key, [day, subject, chapter, seen, answered, right]] of completionRows(doc))
        completions.push({ day, subject, chapter, seen, answered, right: doc.r?.[key] ?? right });
      for (const [day, subject, chapter, seconds, questions] of timeRows(doc))
        times.push({ day, subject, chapter, seconds, questions });
    }
    const windows = WINDOWS.map((days) => topicWindow(completions, times, today, days));
    return {
      today,
      windows,
      weakest: Object.fromEntries(windows.map((w) => [String(w.days), weakestChapters(w)])),
    };
  }
}
