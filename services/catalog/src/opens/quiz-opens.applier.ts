import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { ChangeApplier, ChangeLogEntry } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../catalog.constants';
import { CAPABILITY, type OpenDoc, type QuizOpenedChange } from '../shared/persistence/catalog-changes';

export const QUIZ_OPENS_COLLECTION = 'quiz_opens';

export const quizOpensOf = (connection: Connection): Collection<OpenDoc> =>
  nativeCollection<OpenDoc>(connection, QUIZ_OPENS_COLLECTION);

/** Records committed opens (idempotent: an upsert that only ever inserts); every one takes effect. */
@Injectable()
export class QuizOpensApplier implements ChangeApplier<QuizOpenedChange> {
  readonly capability = CAPABILITY.quizOpened;

  constructor(@InjectConnection(CATALOG) private readonly connection: Connection) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<QuizOpenedChange>>): Promise<void> {
    for (const { change } of entries) {
      const { _id, ...fields } = change.open;
      await quizOpensOf(this.connection).updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
    }
  }
}
