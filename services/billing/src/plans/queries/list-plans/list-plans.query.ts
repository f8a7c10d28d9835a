import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { PlanView } from '../../plan.view';

export interface PlanCards {
  division: string;
  message: string;
  plans: Array<PlanView & { alreadySubscribed: boolean }>;
}

/** The plan cards of a division (spec 2.16); with a caller, each says whether they already hold it. */
export class ListPlansQuery extends Query<PlanCards> {
  constructor(
    readonly division: unknown,
    readonly caller: AuthUser | undefined,
  ) {
    super();
  }
}
