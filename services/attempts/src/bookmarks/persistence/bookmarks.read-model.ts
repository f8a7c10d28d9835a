import type { QuizKind } from '@exam/contracts';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { nativeCollection } from '@exam/common';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';

export interface Bookmark {
  quizId: string;
  index: number;
  kind: QuizKind;
  quizName: string;
  subject: string;
  chapter: string;
  addedAt: number;
}

/** A learner's bookmarks (`_id` = userId), keyed `<quizId>_<index>`: one lookup on every device. */
export interface BookmarksDoc {
  _id: string;
  b?: Record<string, Bookmark>;
}

export const bookmarkKey = (quizId: string, index: number) => `${quizId}_${index}`;

@Injectable()
export class BookmarksReadModel {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  bookmarks(): Collection<BookmarksDoc> {
    return nativeCollection<BookmarksDoc>(this.connection, 'bookmarks');
  }
}
