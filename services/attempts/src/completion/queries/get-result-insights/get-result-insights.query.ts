import { Query } from '@nestjs/cqrs';
import type { ConfidenceReport } from '../../../shared/domain/confidence';
import type { Marking, WhatIf } from '../../domain/what-if';

/** What a result adds for the learning loop (issue 32): accuracy per tag, disagreements, the what-if. */
export interface ResultInsights extends ConfidenceReport {
  attemptId: string;
  tagged: boolean;
  marking: Marking;
  /** Null when nothing was answered. */
  whatIf: WhatIf | null;
}

export class GetResultInsightsQuery extends Query<ResultInsights> {
  constructor(
    readonly userId: string,
    readonly attemptId: string,
    readonly staff: boolean,
  ) {
    super();
  }
}
