import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { examSettingsOf } from '../../quizzes/domain/exam-settings';
import type { QuizSummaryDoc } from '../../quizzes/persistence/quiz.schema';

interface ReleaseDoc {
  /** `${userId}:${quizId}` */
  _id: string;
  releasedAt: Date;
}

/** Releases known, so a learner reading their result again costs no read; cleared past this many. */
const KNOWN_MAX = 200_000;

/**
 * Issue 31: an exam's answer key and explanations are withheld from learners until they may see them: for a
 * live mock, once its window has closed (for everyone at once); for any other exam, once the learner's own
 * session is submitted (attempts' ExamSubmitted, followed here). Staff always see them.
 */
@Injectable()
export class ExamKeyReleases {
  private readonly known = new Set<string>();

  constructor(@InjectConnection(CATALOG) private readonly connection: Connection) {}

  releases(): Collection<ReleaseDoc> {
    return nativeCollection<ReleaseDoc>(this.connection, 'exam_key_releases');
  }

  /** Whether this learner gets the quiz without its key (an exam they may not see the key of yet). */
  async withheld(quiz: QuizSummaryDoc, userId: string, now = new Date()): Promise<boolean> {
    const exam = examSettingsOf(quiz);
    if (exam.mode !== 'exam') return false;
    if (exam.liveWindow) return now.getTime() < Date.parse(exam.liveWindow.closesAt);
    const key = `${userId}:${quiz._id.toHexString()}`;
    if (this.known.has(key)) return false;
    if (!(await this.releases().findOne({ _id: key }, { projection: { _id: 1 } }))) return true;
    this.remember(key);
    return false;
  }

  /** The learner submitted this exam: its key is theirs to see. $setOnInsert: a repeat changes nothing. */
  async release(userId: string, quizId: string, at: Date): Promise<void> {
    const key = `${userId}:${quizId}`;
    await this.releases().updateOne({ _id: key }, { $setOnInsert: { releasedAt: at } }, { upsert: true });
    this.remember(key);
  }

  async clear(): Promise<void> {
    this.known.clear();
    await this.releases().deleteMany({});
  }

  private remember(key: string): void {
    if (this.known.size >= KNOWN_MAX) this.known.clear();
    this.known.add(key);
  }
}
