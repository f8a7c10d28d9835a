import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { findByIds } from '@exam/messaging';
import { dayBefore, indiaDay } from '../../domain/review-schedule';
import { topicWindow, weakestChapters, type CompletionFact, type TimeFact } from '../../domain/topic-stats';
import { topicMonthId, TopicsStore } from '../topics.read-model';
import { GetTopicAnalysisQuery, type TopicAnalysis } from './get-topic-analysis.query';

/** The two windows and the periods before them: 180 days. */
const WINDOWS = [30, 90];
const SPAN_DAYS = 2 * Math.max(...WINDOWS);

/** The months (`yyyy-mm`) that hold the last `days` days. */
function monthsBack(today: string, days: number): string[] {
  const months = new Set<string>();
  for (let d = 0; d < days; d += 27) months.add(dayBefore(today, d).slice(0, 7));
  months.add(dayBefore(today, days - 1).slice(0, 7));
  return [...months];
}

/** Topic analysis on the dashboard: the learner's month documents of 180 days, by _id, summed in memory. */
@QueryHandler(GetTopicAnalysisQuery)
export class GetTopicAnalysisHandler implements IQueryHandler<GetTopicAnalysisQuery> {
  constructor(private readonly store: TopicsStore) {}

  async execute({ userId }: GetTopicAnalysisQuery): Promise<TopicAnalysis> {
    const today = indiaDay(Date.now());
    const ids = monthsBack(today, SPAN_DAYS).map((m) => topicMonthId(userId, `${m}-01`));
    const docs = await findByIds(this.store.months(), ids);
    const completions: CompletionFact[] = [];
    const times: TimeFact[] = [];
    for (const doc of docs.values()) {
      for (const [day, subject, chapter, seen, answered, right] of Object.values(doc.c ?? {}))
        completions.push({ day, subject, chapter, seen, answered, right });
      for (const [day, subject, chapter, seconds, questions] of Object.values(doc.t ?? {}))
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
