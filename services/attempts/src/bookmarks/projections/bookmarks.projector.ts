import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { BookmarkAdded, BookmarkRemoved, TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { fieldKey, retryOnDuplicate } from '../../shared/persistence/keys';
import { bookmarkKey, BookmarksReadModel } from '../persistence/bookmarks.read-model';

/** BookmarkAdded / BookmarkRemoved → the learner's bookmarks: a $set or an $unset of one field. */
@Injectable()
export class BookmarksProjector extends MongoProjector {
  readonly name = 'attempts.bookmarks';
  readonly topics = [TOPICS.attempts];

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: BookmarksReadModel,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return BookmarkAdded.is(event) || BookmarkRemoved.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (BookmarkAdded.is(event)) {
      const {
        userId,
        quizId,
        questionIndex: index,
        kind,
        quizName,
        subject,
        chapter,
        addedAt,
      } = event.payload;
      const field = `b.${fieldKey(bookmarkKey(quizId, index))}`;
      const bookmark = { quizId, index, kind, quizName, subject, chapter, addedAt: Date.parse(addedAt) };
      await retryOnDuplicate(() =>
        this.store.bookmarks().updateOne({ _id: userId }, { $set: { [field]: bookmark } }, { upsert: true }),
      );
    } else if (BookmarkRemoved.is(event)) {
      const { userId, quizId, questionIndex: index } = event.payload;
      await this.store
        .bookmarks()
        .updateOne({ _id: userId }, { $unset: { [`b.${fieldKey(bookmarkKey(quizId, index))}`]: '' } });
    }
  }

  protected async clear(): Promise<void> {
    await this.store.bookmarks().deleteMany({});
  }
}
