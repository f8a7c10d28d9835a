import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KeyChallengesConsole } from '../key-challenges.console';
import { ListKeyChallengesQuery } from './list-key-challenges.query';

@QueryHandler(ListKeyChallengesQuery)
export class ListKeyChallengesHandler implements IQueryHandler<ListKeyChallengesQuery> {
  constructor(private readonly console: KeyChallengesConsole) {}

  execute() {
    return this.console.list();
  }
}
