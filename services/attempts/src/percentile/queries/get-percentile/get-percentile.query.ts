import { Query } from '@nestjs/cqrs';

export type PercentileView =
  | { eligible: true; percentile: number; candidates: number }
  | { eligible: false; percentile: null; candidates: number; message: string };

export class GetPercentileQuery extends Query<PercentileView> {
  constructor(
    readonly quizName: string,
    readonly userId: string,
  ) {
    super();
  }
}
