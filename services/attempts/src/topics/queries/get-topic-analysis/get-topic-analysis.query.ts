import { Query } from '@nestjs/cqrs';
import type { TopicRow, TopicWindow } from '../../domain/topic-stats';

export interface TopicAnalysis {
  today: string;
  windows: TopicWindow[];
  /** The three weakest chapters of each window, by its days. */
  weakest: Record<string, TopicRow[]>;
}

export class GetTopicAnalysisQuery extends Query<TopicAnalysis> {
  constructor(readonly userId: string) {
    super();
  }
}
