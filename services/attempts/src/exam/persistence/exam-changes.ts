import type { SaveItem } from '../domain/responses';
import type { ExamSessionDoc } from './exam-session.schema';

/** The exam-session capability's changes, applied in commit order by ExamSessionApplier. */
export type ExamSessionChange =
  | { op: 'start'; session: ExamSessionDoc }
  | { op: 'save'; key: string; deviceId: string; items: SaveItem[]; receivedAt: Date }
  | { op: 'submit'; key: string; auto: boolean; requestedAt: Date };

/** A live mock's close: its standings computed from every submitted session and released. */
export interface LiveMockCloseChange {
  quizId: string;
  closedAt: Date;
}

export const EXAM_CAPABILITY = { session: 'exam-session', close: 'live-mock-close' } as const;
