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
import { KeyChallengesConsole } from './queries/list-key-challenges/key-challenges.console';
import { KeyChallengesConsoleController } from './http/key-challenges.console.controller';
import { KeyStatusReader } from './queries/get-key-status/key-status.reader';

/** Issue 33's answer-key challenge window, mounted in the catalog module beside the reports. */
export const KEY_CHALLENGES_CONTROLLERS = [ChallengeKeyController, KeyChallengesConsoleController];

export const KEY_CHALLENGES_PROVIDERS = [
  { provide: LiveMocks, useClass: ExamLiveMocks },
  KeyChallengesRepository,
  LiveMockKeyLoader,
  KeyStatusReader,
  KeyChallengesConsole,
  ChallengeKeyHandler,
  SetChallengeWindowHandler,
  ResolveKeyQuestionHandler,
  PublishFinalKeyHandler,
];
