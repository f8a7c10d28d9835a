import { ATTEMPT_ON_START_DIVISIONS } from '@exam/contracts';

export type AttemptDecision = 'record' | 'update' | 'ignore';

export interface AttemptSituation {
  /** The quiz's division, from the server's own quiz facts. */
  division: string;
  /** The learner is leaving the quiz (the client then also sends country, state and city). */
  isExit: boolean;
  attempted: boolean;
  completed: boolean;
}

/**
 * Spec section 4, quiz-taking: on start, an attempt is recorded for Udbodh, Bauddha Dakshata and Abhyudaya
 * if the quiz is not yet attempted or completed; on exit the attempt is updated (Kye Bye records its attempt
 * on exit only). 'record' creates the attempt and announces it, 'update' touches the existing record.
 */
export function decideAttempt(s: AttemptSituation): AttemptDecision {
  if (s.attempted) return 'update';
  if (s.completed) return 'ignore';
  if (s.isExit) return 'record';
  return (ATTEMPT_ON_START_DIVISIONS as readonly string[]).includes(s.division) ? 'record' : 'ignore';
}
