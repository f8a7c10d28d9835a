import { Query } from '@nestjs/cqrs';

/** The learner's chapter dropdown (spec: fetchchaptersfilter): a division's, subject's and class's chapters. */
export class FetchChaptersQuery extends Query<Array<{ _id: string; chapter: string }>> {
  constructor(readonly filter: { division?: string; subject?: string; classs?: string }) {
    super();
  }
}
