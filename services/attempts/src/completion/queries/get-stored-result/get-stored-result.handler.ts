import { notFound } from '@exam/common';
import { InjectModel } from '@nestjs/mongoose';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../../../attempts.constants';
import { decodeStatuses } from '../../persistence/answer-codec';
import { nativeCollection } from '../../../shared/persistence/keys';
import { Completion } from '../../persistence/completion.schema';
import { GetStoredResultQuery, type StoredResultView } from './get-stored-result.query';

export const NO_STORED_RESULT_MESSAGE = 'You have not completed this quiz yet.';

/** Issue 13: the result screen reads the stored result, so a corrected answer key shows there. */
@QueryHandler(GetStoredResultQuery)
export class GetStoredResultHandler implements IQueryHandler<GetStoredResultQuery> {
  constructor(@InjectModel(Completion.name, ATTEMPTS) private readonly model: Model<Completion>) {}

  async execute({ userId, quizId }: GetStoredResultQuery): Promise<StoredResultView> {
    const [latest] = await nativeCollection<Completion>(this.model)
      .find({ userId, quizId })
      .sort({ completedAt: -1 })
      .limit(1)
      .toArray();
    if (!latest) throw notFound(NO_STORED_RESULT_MESSAGE);
    return {
      quizId,
      attemptId: latest._id,
      quizName: latest.quizName,
      result: latest.result,
      statuses: decodeStatuses(latest.statuses),
      ranked: latest.ranked,
      completedAt: new Date(latest.completedAt).toISOString(),
    };
  }
}
