import { ChallengeKeyController } from './commands/challenge-key/challenge-key.http.controller';
import { ChallengeKeyHandler } from './commands/challenge-key/challenge-key.handler';
import { PublishFinalKeyHandler } from './commands/publish-final-key/publish-final-key.handler';
import {
  ResolveKeyQuestionHandler,
  SetChallengeWindowHandler,
} from './commands/resolve-key/resolve-key.handlers';
import { ExamLiveMocks } from './exam-live-mocks';
import { LiveMockKeyLoader } from './live-mock-key.loader';
import { LiveMocks } from './live-mocks.port';
import { KeyChallengesRepository } from './persistence/key-challenges.repository';
import { KeyChallengesConsole } from './queries/key-challenges.console';
import { ListKeyChallengesHandler } from './queries/list-key-challenges/list-key-challenges.handler';
import { GetKeyChallengeHandler } from './queries/get-key-challenge/get-key-challenge.handler';
import { KeyChallengesConsoleController } from './http/key-challenges.console.controller';
import { GetKeyStatusHandler } from './queries/get-key-status/get-key-status.handler';

/** Issue 33's answer-key challenge window, mounted in the catalog module beside the reports. */
export const KEY_CHALLENGES_CONTROLLERS = [ChallengeKeyController, KeyChallengesConsoleController];

export const KEY_CHALLENGES_PROVIDERS = [
  { provide: LiveMocks, useClass: ExamLiveMocks },
  KeyChallengesRepository,
  LiveMockKeyLoader,
  KeyChallengesConsole,
  GetKeyStatusHandler,
  ListKeyChallengesHandler,
  GetKeyChallengeHandler,
  ChallengeKeyHandler,
  SetChallengeWindowHandler,
  ResolveKeyQuestionHandler,
  PublishFinalKeyHandler,
];
