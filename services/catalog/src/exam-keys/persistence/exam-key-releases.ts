import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG, EXAM_KEY_RECHECK_MS } from '../../catalog.constants';
import { examSettingsOf } from '../../quizzes/domain/exam-settings';
import type { QuizSummaryDoc } from '../../quizzes/persistence/quiz.schema';

interface ReleaseDoc {
  /** `${userId}:${quizId}` */
  _id: string;
  releasedAt: Date;
}

/** Releases known, so a learner reading their result again costs no read; cleared past this many. */
const KNOWN_MAX = 200_000;
/** Keys found withheld, remembered for EXAM_KEY_RECHECK_MS; cleared past this many. */
const WITHHELD_MAX = 50_000;

/**
 * Issue 31: an exam's answer key and explanations are withheld from learners until they may see them: for a
 * live mock, once its window has closed (for everyone at once); for any other exam, once the learner's own
 * session is submitted (attempts' ExamSubmitted, followed here). Staff always see them.
 */
@Injectable()
export class ExamKeyReleases {
  private readonly known = new Set<string>();
  /**
   * When each key was last found not released: a learner's repeated opens of an exam (a read each, about 5 %
   * of getquizbyid's CPU) are answered from memory for EXAM_KEY_RECHECK_MS. A release projected here drops
   * its key at once; one projected by another instance counts within that time, as entitlements do.
   */
  private readonly withheldAt = new Map<string, number>();

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
    const checkedAt = this.withheldAt.get(key);
    if (checkedAt !== undefined && now.getTime() - checkedAt < EXAM_KEY_RECHECK_MS) return true;
    const startedAt = now.getTime();
    if (!(await this.releases().findOne({ _id: key }, { projection: { _id: 1 } }))) {
      // Not when a release of this key was projected here meanwhile: the read may predate its write.
      if (!this.known.has(key)) this.rememberWithheld(key, startedAt);
      return true;
    }
    this.remember(key);
    return false;
  }

  /**
   * The learner submitted this exam: its key is theirs to see. $setOnInsert: a repeat changes nothing.
   * remember() drops the withheld memo once written (until then, withheld is what the database says too).
   */
  async release(userId: string, quizId: string, at: Date): Promise<void> {
    const key = `${userId}:${quizId}`;
    await this.releases().updateOne({ _id: key }, { $setOnInsert: { releasedAt: at } }, { upsert: true });
    this.remember(key);
  }

  async clear(): Promise<void> {
    this.known.clear();
    this.withheldAt.clear();
    await this.releases().deleteMany({});
  }

  private remember(key: string): void {
    this.withheldAt.delete(key);
    if (this.known.size >= KNOWN_MAX) this.known.clear();
    this.known.add(key);
  }

  private rememberWithheld(key: string, at: number): void {
    if (this.withheldAt.size >= WITHHELD_MAX) this.withheldAt.clear();
    this.withheldAt.set(key, at);
  }
}
