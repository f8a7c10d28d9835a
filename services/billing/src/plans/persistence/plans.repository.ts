import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, UpdateQuery } from 'mongoose';
import { BILLING } from '../../billing.constants';
import { Plan } from './plan.schema';

export type PlanRecord = Plan;

@Injectable()
export class PlansRepository {
  constructor(@InjectModel(Plan.name, BILLING) readonly model: Model<Plan>) {}

  /** A handful of documents: scanning them is cheap on any server. */
  async all(): Promise<PlanRecord[]> {
    return this.model.find().sort({ position: 1 }).lean<PlanRecord[]>().exec();
  }

  async ofDivision(division: string): Promise<PlanRecord[]> {
    return (await this.all()).filter((p) => p.division === division);
  }

  findById(id: string): Promise<PlanRecord | null> {
    return this.model.findById(id).lean<PlanRecord>().exec();
  }

  /** The client sends the provider's plan id (what the plan cards carry); our own id is accepted too. */
  async findByClientPlanId(planId: string): Promise<PlanRecord | null> {
    return (await this.all()).find((p) => p.providerPlanId === planId || p._id === planId) ?? null;
  }

  async update(id: string, update: UpdateQuery<Plan>): Promise<PlanRecord | null> {
    return this.model
      .findOneAndUpdate({ _id: id }, update, { returnDocument: 'after', runValidators: true })
      .lean<PlanRecord>()
      .exec();
  }
}
