import { CHALLENGE_REASON_CODES, type ChallengeReason } from '@exam/contracts';
import { Injectable } from '@nestjs/common';
import { answerKey } from '../../quizzes/domain/quiz-content';
import { QuizRepository } from '../../quizzes/persistence/quiz.repository';
import { QuizCatalog } from '../../quizzes/quiz-catalog';
import { challengeWindow, keyStage, windowOpen } from '../domain/challenge-rules';
import { LiveMockKeyLoader } from '../live-mock-key.loader';
import { LiveMocks } from '../live-mocks.port';
import type { ChallengeDoc, LiveMockKeyDoc } from '../persistence/key-challenge.docs';
import { KeyChallengesRepository } from '../persistence/key-challenges.repository';

/** Explanations shown per question in the console, newest first. */
const EXPLANATIONS_SHOWN = 20;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function windowOf(closesAt: string, state: LiveMockKeyDoc | null, now: Date) {
  const stage = keyStage(closesAt, state?.stage === 'final', now);
  return {
    closesAt: new Date(closesAt).toISOString(),
    windowHours: state?.windowHours ?? null,
    windowEndsAt: challengeWindow(closesAt, state?.windowHours).endsAt.toISOString(),
    windowOpen: stage === 'provisional' && windowOpen(closesAt, state?.windowHours, now),
    stage,
    publishedAt: iso(state?.publishedAt),
  };
}

/** The console's 'Key challenges': live mocks with their challenge counts, and one mock's questions. */
@Injectable()
export class KeyChallengesConsole {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly liveMocks: LiveMocks,
    private readonly loader: LiveMockKeyLoader,
    private readonly quizzes: QuizRepository,
    private readonly repo: KeyChallengesRepository,
  ) {}

  /** Every live mock, the latest close first, with how many challenges it has. */
  async list(now = new Date()) {
    const mocks = this.catalog
      .all('quiz')
      .map((e) => ({ e, closesAt: this.liveMocks.closesAt(e.summary) }))
      .filter((m): m is { e: (typeof m)['e']; closesAt: string } => !!m.closesAt)
      .sort((a, b) => Date.parse(b.closesAt) - Date.parse(a.closesAt));
    const ids = mocks.map((m) => m.e.id);
    const [states, counts] = await Promise.all([
      this.repo
        .keys()
        .find({ _id: { $in: ids } })
        .toArray(),
      this.repo
        .challenges()
        .aggregate<{ _id: string; n: number }>([
          { $match: { quizId: { $in: ids } } },
          { $group: { _id: '$quizId', n: { $sum: 1 } } },
        ])
        .toArray(),
    ]);
    const stateOf = new Map(states.map((s) => [s._id, s]));
    const countOf = new Map(counts.map((c) => [c._id, c.n]));
    return mocks.map(({ e, closesAt }) => ({
      id: e.id,
      quizName: e.summary.name,
      questionCount: e.summary.questionsLength,
      challenges: countOf.get(e.id) ?? 0,
      ...windowOf(closesAt, stateOf.get(e.id) ?? null, now),
    }));
  }

  /** One mock: each challenged (or resolved) question, most challenged first, in both languages with its key. */
  async one(quizId: string, now = new Date()) {
    const { closesAt, stored, state } = await this.loader.load(quizId);
    const [quiz, challenges] = await Promise.all([
      this.quizzes.findById('quiz', quizId),
      this.repo.challengesOf(quizId),
    ]);
    const byQuestion = new Map<number, ChallengeDoc[]>();
    for (const c of challenges)
      byQuestion.set(c.questionIndex, [...(byQuestion.get(c.questionIndex) ?? []), c]);
    const resolutionOf = new Map(state.resolutions.map((r) => [r.questionIndex, r]));
    const indexes = [...new Set([...byQuestion.keys(), ...resolutionOf.keys()])];
    const key = stored?.provisionalKey ?? answerKey(quiz?.questions ?? []);
    const questions = indexes.map((i) => {
      const list = (byQuestion.get(i) ?? []).sort((a, b) => +b.challengedAt - +a.challengedAt);
      const q = quiz?.questions[i];
      const resolution = resolutionOf.get(i);
      return {
        questionIndex: i,
        questionNumber: i + 1,
        question: q?.question ?? '',
        question_in_hindi: q?.question_in_hindi ?? '',
        options: q?.options ?? [],
        options_hindi: q?.options_hindi ?? [],
        key: key[i] ?? -1,
        challenges: list.length,
        reasons: Object.fromEntries(
          CHALLENGE_REASON_CODES.map((r) => [r, list.filter((c) => c.reason === r).length]),
        ) as Record<ChallengeReason, number>,
        explanations: list
          .filter((c) => c.explanation)
          .slice(0, EXPLANATIONS_SHOWN)
          .map((c) => ({ reason: c.reason, explanation: c.explanation, challengedAt: iso(c.challengedAt) })),
        decision: resolution?.decision ?? 'keep',
        newKey: resolution?.key ?? null,
      };
    });
    questions.sort((a, b) => b.challenges - a.challenges || a.questionIndex - b.questionIndex);
    return {
      id: quizId,
      quizName: state.quizName,
      challenges: challenges.length,
      changed: state.changed.map((c) => c.questionIndex),
      dropped: state.dropped,
      ...windowOf(closesAt, stored, now),
      questions,
    };
  }
}
