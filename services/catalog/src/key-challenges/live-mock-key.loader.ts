import { conflict, invalid, notFound } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { QUIZ_NOT_FOUND } from '../quizzes/queries/get-quiz-by-id/get-quiz-by-id.handler';
import { QuizCatalog, type CatalogEntry } from '../quizzes/quiz-catalog';
import { FINAL_KEY_ALREADY_PUBLISHED, NOT_A_LIVE_MOCK, NOT_CLOSED_YET } from './domain/challenge-rules';
import { LiveMocks } from './live-mocks.port';
import { newKeyDoc, type LiveMockKeyDoc } from './persistence/key-challenge.docs';
import { KeyChallengesRepository } from './persistence/key-challenges.repository';

export interface LoadedLiveMock {
  entry: CatalogEntry;
  closesAt: string;
  /** As stored, or null before any editor's change. */
  stored: LiveMockKeyDoc | null;
  /** As stored, or the defaults. */
  state: LiveMockKeyDoc;
}

/** A live mock an editor works on: 404 for no quiz, 400 for a quiz that is not a live mock. */
@Injectable()
export class LiveMockKeyLoader {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly liveMocks: LiveMocks,
    private readonly repo: KeyChallengesRepository,
  ) {}

  async load(quizId: string): Promise<LoadedLiveMock> {
    const entry = this.catalog.get('quiz', quizId);
    if (!entry) throw notFound(QUIZ_NOT_FOUND);
    const closesAt = this.liveMocks.closesAt(entry.summary);
    if (!closesAt) throw invalid(NOT_A_LIVE_MOCK);
    const stored = await this.repo.keyOf(quizId);
    return { entry, closesAt, stored, state: stored ?? newKeyDoc(quizId, 'quiz', entry.summary.name) };
  }

  /** One whose key an editor may still resolve: closed (`closed`), final key not published. */
  async loadProvisional(quizId: string, { closed }: { closed: boolean }): Promise<LoadedLiveMock> {
    const mock = await this.load(quizId);
    if (mock.state.stage === 'final') throw conflict(FINAL_KEY_ALREADY_PUBLISHED);
    if (closed && Date.now() < Date.parse(mock.closesAt)) throw conflict(NOT_CLOSED_YET);
    return mock;
  }
}
