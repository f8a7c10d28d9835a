import { StartExamController } from './commands/start-exam/start-exam.http.controller';
import { StartExamHandler } from './commands/start-exam/start-exam.handler';
import { SaveAnswersController } from './commands/save-answers/save-answers.http.controller';
import { SaveAnswersHandler } from './commands/save-answers/save-answers.handler';
import { SubmitExamController } from './commands/submit-exam/submit-exam.http.controller';
import { SubmitExamHandler } from './commands/submit-exam/submit-exam.handler';
import { ExamDeadlines } from './commands/submit-exam/exam-deadlines';
import { FinalKeyProjector } from './projections/final-key.projector';
import { FinalKeysStore } from './persistence/final-keys.store';
import { KeyNoticesController } from './queries/list-key-notices/list-key-notices.http.controller';
import { ListKeyNoticesHandler } from './queries/list-key-notices/list-key-notices.handler';
import { LiveMockCloser } from './commands/close-live-mock/live-mock-closer';
import { ExamPractice } from './exam-practice';
import { ExamSessionApplier } from './exam-session.applier';
import { ExamSessions } from './exam-sessions';
import { ExamSession, ExamSessionSchema } from './persistence/exam-session.schema';
import { ExamStore } from './persistence/exam-store';
import { ExamStandingsProjector } from './projections/exam-standings.projector';
import { LiveMocksProjector } from './projections/live-mocks.projector';
import { GetExamResultController } from './queries/get-exam-result/get-exam-result.http.controller';
import { GetExamResultHandler } from './queries/get-exam-result/get-exam-result.handler';
import { GetExamSessionController } from './queries/get-exam-session/get-exam-session.http.controller';
import { GetExamSessionHandler } from './queries/get-exam-session/get-exam-session.handler';
import { ListLiveMocksController } from './queries/list-live-mocks/list-live-mocks.http.controller';
import { ListLiveMocksHandler } from './queries/list-live-mocks/list-live-mocks.handler';
import { LiveMockCloseApplier } from './live-mock-close.applier';
import { StandingsBuilder } from './projections/standings-builder';

/** Exam mode (issue 31): sessions with a server deadline, auto-submission, live mocks and their standings. */
export const EXAM_CONTROLLERS = [
  StartExamController,
  SaveAnswersController,
  SubmitExamController,
  GetExamSessionController,
  GetExamResultController,
  ListLiveMocksController,
  KeyNoticesController,
];

export const EXAM_PROVIDERS = [
  StartExamHandler,
  SaveAnswersHandler,
  SubmitExamHandler,
  GetExamSessionHandler,
  GetExamResultHandler,
  ListLiveMocksHandler,
  ListKeyNoticesHandler,
  ExamStore,
  ExamSessions,
  ExamPractice,
  ExamSessionApplier,
  LiveMockCloseApplier,
  StandingsBuilder,
  ExamDeadlines,
  LiveMockCloser,
  LiveMocksProjector,
  ExamStandingsProjector,
  FinalKeysStore,
  FinalKeyProjector,
];

export const EXAM_MODELS = [{ name: ExamSession.name, schema: ExamSessionSchema }];
