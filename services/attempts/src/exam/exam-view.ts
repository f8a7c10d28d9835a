import type { SavedResponse } from './domain/responses';
import type { ExamSessionDoc } from './persistence/exam-session.schema';

/** A session as the learner app resumes it: the server's deadline and clock, and every saved response. */
export interface ExamSessionView {
  sessionId: string;
  quizId: string;
  quizName: string;
  status: ExamSessionDoc['status'];
  live: boolean;
  startedAt: string;
  deadline: string;
  /** The server's clock when it answered: the app counts down from deadline − serverNow, not its own clock. */
  serverNow: string;
  sections: Array<{
    name: string;
    from: number;
    to: number;
    opensAt: string | null;
    closesAt: string | null;
  }>;
  questionCount: number;
  responses: SavedResponse[];
  /** Each device's last save the server has, so a device resumes its numbering. */
  seqs: Record<string, number>;
  submittedAt: string | null;
  auto: boolean;
  /** For a live mock: when rank and result are released, for everyone at once (its close). */
  releaseAt: string | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function sessionView(
  doc: ExamSessionDoc,
  current: { responses: SavedResponse[]; seqs: Record<string, number> },
  now: Date,
  closesAt: string | null,
): ExamSessionView {
  return {
    sessionId: doc.sessionId,
    quizId: doc.quizId,
    quizName: doc.quizName,
    status: doc.status,
    live: doc.live,
    startedAt: iso(doc.startedAt)!,
    deadline: iso(doc.deadline)!,
    serverNow: now.toISOString(),
    sections: doc.sections.map((s) => ({ ...s, opensAt: iso(s.opensAt), closesAt: iso(s.closesAt) })),
    questionCount: doc.questionCount,
    responses: current.responses,
    seqs: current.seqs,
    submittedAt: iso(doc.submittedAt),
    auto: doc.auto,
    releaseAt: doc.live && closesAt ? new Date(closesAt).toISOString() : null,
  };
}

/** A name fit for a leaderboard: trimmed, short, and never an email address. */
export function displayNameOf(raw: string | undefined): string {
  const name = (raw ?? '').trim().slice(0, 60);
  return !name || name.includes('@') ? 'Candidate' : name;
}
