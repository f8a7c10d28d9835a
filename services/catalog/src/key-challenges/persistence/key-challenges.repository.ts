import { nativeCollection } from '@exam/common';
import { KeyChallenged, type EventEnvelope } from '@exam/contracts';
import { APPLIED_CHANGES_FIELD, ChangeLog, commitAggregate } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import {
  CHALLENGES_CAPABILITY,
  CHALLENGES_COLLECTION,
  LIVE_MOCK_KEYS_CAPABILITY,
  LIVE_MOCK_KEYS_COLLECTION,
  type ChallengeDoc,
  type LiveMockKeyDoc,
} from './key-challenge.docs';

const HIDDEN = { projection: { [APPLIED_CHANGES_FIELD]: 0 } };

/**
 * Challenges and live mocks' key state. Every write is one document's compare-and-set through the
 * service's change log with its events in the same entry, so a challenge or a publication is told once
 * however many requests race for it.
 */
@Injectable()
export class KeyChallengesRepository {
  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly log: ChangeLog,
  ) {}

  challenges(): Collection<ChallengeDoc> {
    return nativeCollection<ChallengeDoc>(this.connection, CHALLENGES_COLLECTION);
  }

  keys(): Collection<LiveMockKeyDoc> {
    return nativeCollection<LiveMockKeyDoc>(this.connection, LIVE_MOCK_KEYS_COLLECTION);
  }

  findChallenge(key: string): Promise<ChallengeDoc | null> {
    return this.challenges().findOne({ _id: key }, HIDDEN);
  }

  /** Every challenge of a live mock (the console counts them per question and reason). */
  challengesOf(quizId: string): Promise<ChallengeDoc[]> {
    return this.challenges().find({ quizId }, HIDDEN).toArray();
  }

  /** One candidate's challenges of a live mock, in question order. */
  mine(quizId: string, userId: string): Promise<ChallengeDoc[]> {
    return this.challenges().find({ quizId, userId }, HIDDEN).sort({ questionIndex: 1 }).toArray();
  }

  keyOf(quizId: string): Promise<LiveMockKeyDoc | null> {
    return this.keys().findOne({ _id: quizId }, HIDDEN);
  }

  /** Records a challenge (its next round, replacing `previous`); false when a concurrent one got there first. */
  challenge(doc: ChallengeDoc, previous: ChallengeDoc | null): Promise<boolean> {
    const event = KeyChallenged.create(
      doc.quizId,
      {
        challengeId: doc.challengeId,
        userId: doc.userId,
        quizId: doc.quizId,
        quizName: doc.quizName,
        questionIndex: doc.questionIndex,
        reason: doc.reason,
        explanation: doc.explanation,
        keyAtChallenge: doc.keyAtChallenge,
        challengedAt: doc.challengedAt.toISOString(),
      },
      { actorId: doc.userId, occurredAt: doc.challengedAt },
    );
    const { _id, appliedChanges: _a, ...fields } = doc;
    const change = previous
      ? { op: 'update' as const, id: _id, expect: { round: previous.round }, set: fields }
      : { op: 'insert' as const, id: _id, document: fields };
    return commitAggregate(this.log, CHALLENGES_CAPABILITY, change, [event]);
  }

  /**
   * Writes a live mock's next key state over `previous` (its version must not have moved), telling
   * `events` with it; false when another editor's write got there first.
   */
  saveKey(
    next: LiveMockKeyDoc,
    previous: LiveMockKeyDoc | null,
    events: EventEnvelope[] = [],
  ): Promise<boolean> {
    const { _id, appliedChanges: _a, ...fields } = { ...next, v: (previous?.v ?? 0) + 1 };
    const change = previous
      ? { op: 'update' as const, id: _id, expect: { v: previous.v }, set: fields }
      : { op: 'insert' as const, id: _id, document: fields };
    return commitAggregate(this.log, LIVE_MOCK_KEYS_CAPABILITY, change, events);
  }
}
