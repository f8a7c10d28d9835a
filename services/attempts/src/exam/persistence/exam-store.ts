import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection, Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import type { Standings } from '../domain/standings';
import type { ExamSessionDoc, LiveMockDoc, OpenSessionDoc } from './exam-session.schema';

/** An exam's standings as stored (`_id` = quizId); `releasedAt` set once rank may be shown. */
export interface StandingsDoc extends Standings {
  _id: string;
  computedAt: Date;
  releasedAt: Date | null;
}

/** The exam capability's collections, in attempts' own database. */
@Injectable()
export class ExamStore {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  private collection<T extends Document>(name: string): Collection<T> {
    return nativeCollection<T>(this.connection, name);
  }

  sessions(): Collection<ExamSessionDoc> {
    return this.collection<ExamSessionDoc>('exam_sessions');
  }

  open(): Collection<OpenSessionDoc> {
    return this.collection<OpenSessionDoc>('open_exam_sessions');
  }

  standings(): Collection<StandingsDoc> {
    return this.collection<StandingsDoc>('exam_standings');
  }

  liveMocks(): Collection<LiveMockDoc> {
    return this.collection<LiveMockDoc>('live_mocks');
  }
}
