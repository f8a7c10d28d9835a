import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection, ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';

/** A chapter (spec section 3: _id, chapter), with what fetchchaptersfilter filters on. */
export interface ChapterDoc {
  _id: ObjectId;
  chapter: string;
  subject: string;
  division: string;
  classs: string;
  /** Position in the book, for the dropdown's order. */
  order: number;
  createdAt: Date;
}

/** Chapters are few (dozens per subject): filtered queries on them are cheap even as scans. */
@Injectable()
export class ChaptersRepository {
  constructor(@InjectConnection(CATALOG) private readonly connection: Connection) {}

  chapters(): Collection<ChapterDoc> {
    return nativeCollection<ChapterDoc>(this.connection, 'chapters');
  }

  find(filter: Partial<Pick<ChapterDoc, 'division' | 'subject' | 'classs'>>): Promise<ChapterDoc[]> {
    return this.chapters().find(filter).sort({ order: 1, chapter: 1 }).toArray();
  }
}
