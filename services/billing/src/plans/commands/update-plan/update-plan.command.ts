import { Command } from '@nestjs/cqrs';
import type { PlanView } from '../../plan.view';

/** The fields an admin may change, plain (the controller hands its validated body over). */
export interface UpdatePlanInput {
  name?: string;
  price?: number;
  listPrice?: number | null;
  total_count?: number;
  features?: string[];
  accessibleContent?: string[];
  plan_id?: string;
  active?: boolean;
}

export class UpdatePlanCommand extends Command<PlanView> {
  constructor(
    readonly id: string,
    readonly input: UpdatePlanInput,
  ) {
    super();
  }
}
