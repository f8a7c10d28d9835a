import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MongooseModule } from '@nestjs/mongoose';
import { entitlementsProjectorProvider } from '@exam/access';
import { mongoConnectionFor } from '@exam/common';
import { ChangeLog, changeLogProvider } from '@exam/messaging';
import { EntitlementView, entitlementFollowerProvider } from './access/projections/entitlement-view';
import { QuizAccess } from './access/quiz-access';
import { ATTEMPTS } from './attempts.constants';
import { CompleteQuizController } from './completion/commands/complete-quiz/complete-quiz.http.controller';
import { CompleteQuizHandler } from './completion/commands/complete-quiz/complete-quiz.handler';
import { GetStoredResultController } from './completion/queries/get-stored-result/get-stored-result.http.controller';
import { GetStoredResultHandler } from './completion/queries/get-stored-result/get-stored-result.handler';
import { CompletionApplier } from './completion/completion.applier';
import { CompletionRecords } from './completion/persistence/completion-records';
import { QuizRescorer } from './completion/quiz-rescorer';
import { RescoreApplier } from './completion/rescore.applier';
import { RankedClaims } from './completion/persistence/ranked-claims';
import { CatalogListsCache } from './dashboard/catalog-lists.cache';
import { LearnerDashboardReadModel } from './dashboard/persistence/learner-dashboard.read-model';
import { LearnerDashboardProjector } from './dashboard/projections/learner-dashboard.projector';
import { GetDashboardController } from './dashboard/queries/get-dashboard/get-dashboard.http.controller';
import { GetDashboardHandler } from './dashboard/queries/get-dashboard/get-dashboard.handler';
import { GetScoreHistoryController } from './dashboard/queries/get-score-history/get-score-history.http.controller';
import { GetScoreHistoryHandler } from './dashboard/queries/get-score-history/get-score-history.handler';
import { GetAttemptsOverviewController } from './overview/queries/get-overview/get-overview.http.controller';
import { GetAttemptsOverviewHandler } from './overview/queries/get-overview/get-overview.handler';
import { PercentileReadModel } from './percentile/persistence/percentile.read-model';
import { PercentileProjector } from './percentile/projections/percentile.projector';
import { GetPercentileController } from './percentile/queries/get-percentile/get-percentile.http.controller';
import { GetPercentileHandler } from './percentile/queries/get-percentile/get-percentile.handler';
import { Completion, CompletionSchema } from './completion/persistence/completion.schema';
import { QuizProgress, QuizProgressSchema } from './progress/persistence/quiz-progress.schema';
import { RankedClaim, RankedClaimSchema } from './completion/persistence/ranked-claim.schema';
import {
  REATTEMPT_TIME_SPENT,
  TIME_SPENT,
  TimeSpentSchema,
} from './time-spent/persistence/time-spent.schema';
import { RecordAttemptController } from './progress/commands/record-attempt/record-attempt.http.controller';
import { RecordAttemptHandler } from './progress/commands/record-attempt/record-attempt.handler';
import { FirstAttemptApplier } from './progress/first-attempt.applier';
import { PlayableQuizzes } from './quiz-catalog/playable-quizzes';
import { QuizCatalogProjector } from './quiz-catalog/projections/quiz-catalog.projector';
import { quizFactsFollowerProvider } from './quiz-catalog/projections/quiz-facts.follower';
import { QuizCatalogReadModel } from './quiz-catalog/persistence/quiz-catalog.read-model';
import { StoreTimeSpentController } from './time-spent/commands/store-time-spent/store-time-spent.http.controller';
import { StoreTimeSpentHandler } from './time-spent/commands/store-time-spent/store-time-spent.handler';
import { TimeSpentApplier } from './time-spent/time-spent.applier';
import { EXAM_CONTROLLERS, EXAM_MODELS, EXAM_PROVIDERS } from './exam/exam.providers';
import { ExamSessionApplier } from './exam/exam-session.applier';
import { LiveMockCloseApplier } from './exam/live-mock-close.applier';
import { learningControllers, learningProviders } from './learning.parts';
import { LearningApplier } from './notebook/learning.applier';

const commandHandlers = [RecordAttemptHandler, CompleteQuizHandler, StoreTimeSpentHandler];
const queryHandlers = [
  GetDashboardHandler,
  GetPercentileHandler,
  GetScoreHistoryHandler,
  GetStoredResultHandler,
  GetAttemptsOverviewHandler,
];
const appliers = [CompletionApplier, FirstAttemptApplier, TimeSpentApplier];
const projectors = [
  entitlementsProjectorProvider(ATTEMPTS),
  QuizCatalogProjector,
  LearnerDashboardProjector,
  PercentileProjector,
];

/** Attempts, server-scored completions, time spent; the percentile and dashboard read models. */
@Module({
  imports: [
    CqrsModule,
    mongoConnectionFor(ATTEMPTS),
    MongooseModule.forFeature(
      [
        { name: Completion.name, schema: CompletionSchema },
        { name: QuizProgress.name, schema: QuizProgressSchema },
        { name: RankedClaim.name, schema: RankedClaimSchema },
        { name: TIME_SPENT, schema: TimeSpentSchema, collection: 'time_spent' },
        { name: REATTEMPT_TIME_SPENT, schema: TimeSpentSchema, collection: 'reattempt_time_spent' },
        ...EXAM_MODELS,
      ],
      ATTEMPTS,
    ),
  ],
  controllers: [
    RecordAttemptController,
    CompleteQuizController,
    StoreTimeSpentController,
    GetDashboardController,
    GetPercentileController,
    GetScoreHistoryController,
    GetStoredResultController,
    GetAttemptsOverviewController,
    ...EXAM_CONTROLLERS,
    ...learningControllers,
  ],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...projectors,
    ...appliers,
    changeLogProvider(ATTEMPTS),
    CompletionRecords,
    RankedClaims,
    QuizRescorer,
    RescoreApplier,
    PlayableQuizzes,
    QuizAccess,
    EntitlementView,
    entitlementFollowerProvider,
    quizFactsFollowerProvider,
    QuizCatalogReadModel,
    PercentileReadModel,
    LearnerDashboardReadModel,
    CatalogListsCache,
    ...EXAM_PROVIDERS,
    ...learningProviders,
  ],
})
export class AttemptsModule implements OnModuleInit {
  constructor(
    private readonly log: ChangeLog,
    private readonly completions: CompletionApplier,
    private readonly firstAttempts: FirstAttemptApplier,
    private readonly timeSpent: TimeSpentApplier,
    private readonly rescores: RescoreApplier,
    private readonly examSessions: ExamSessionApplier,
    private readonly liveMockCloses: LiveMockCloseApplier,
    private readonly learning: LearningApplier,
  ) {}

  /** Every write of this service goes through its change log; each capability applies its own changes. */
  onModuleInit(): void {
    for (const applier of [
      this.completions,
      this.firstAttempts,
      this.timeSpent,
      this.rescores,
      this.examSessions,
      this.liveMockCloses,
      this.learning,
    ])
      this.log.register(applier);
  }
}
