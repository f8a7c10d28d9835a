import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KeyChallengesConsole } from '../key-challenges.console';
import { GetKeyChallengeQuery } from './get-key-challenge.query';

@QueryHandler(GetKeyChallengeQuery)
export class GetKeyChallengeHandler implements IQueryHandler<GetKeyChallengeQuery> {
  constructor(private readonly console: KeyChallengesConsole) {}

  execute({ quizId }: GetKeyChallengeQuery) {
    return this.console.one(quizId);
  }
}
