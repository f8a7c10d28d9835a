import { Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MongooseModule } from '@nestjs/mongoose';
import { entitlementsProjectorProvider } from '@exam/access';
import { mongoConnectionFor } from '@exam/common';
import { ChangeLog, changeLogProvider } from '@exam/messaging';
import { EntitlementReads } from './access/persistence/entitlement-reads';
import { QuizAccess } from './access/quiz-access';
import { CreateQuizHandler } from './quizzes/commands/create-quiz/create-quiz.handler';
import { CreateQuizControllers } from './quizzes/commands/create-quiz/create-quiz.http.controller';
import { ImportQuestionsHandler } from './quizzes/commands/import-questions/import-questions.handler';
import { ImportQuestionsController } from './quizzes/commands/import-questions/import-questions.http.controller';
import { ImportQuizzesHandler } from './quizzes/commands/import-quizzes/import-quizzes.handler';
import { ImportQuizzesControllers } from './quizzes/commands/import-quizzes/import-quizzes.http.controller';
import { PublishQuizHandler } from './quizzes/commands/publish-quiz/publish-quiz.handler';
import { PublishQuizControllers } from './quizzes/commands/publish-quiz/publish-quiz.http.controller';
import { RemoveQuizHandler } from './quizzes/commands/remove-quiz/remove-quiz.handler';
import { RemoveQuizControllers } from './quizzes/commands/remove-quiz/remove-quiz.http.controller';
import { UpdateQuizHandler } from './quizzes/commands/update-quiz/update-quiz.handler';
import { UpdateQuizControllers } from './quizzes/commands/update-quiz/update-quiz.http.controller';
import { UploadMediaHandler } from './quizzes/commands/upload-media/upload-media.handler';
import { UploadMediaController } from './quizzes/commands/upload-media/upload-media.http.controller';
import { QuizRescoredProjector } from './quizzes/projections/quiz-rescored.projector';
import { GetQuizHandler } from './quizzes/queries/get-quiz/get-quiz.handler';
import { GetQuizControllers } from './quizzes/queries/get-quiz/get-quiz.http.controller';
import { GetQuizHistoryController } from './quizzes/queries/get-quiz-history/get-quiz-history.http.controller';
import { GetQuizHistoryHandler } from './quizzes/queries/get-quiz-history/get-quiz-history.handler';
import { ListQuizzesHandler } from './quizzes/queries/list-quizzes/list-quizzes.handler';
import { ListQuizzesControllers } from './quizzes/queries/list-quizzes/list-quizzes.http.controller';
import { QuizHistory } from './quizzes/persistence/quiz-history.repository';
import { QuizWriter } from './quizzes/quiz.writer';
import { CATALOG } from './catalog.constants';
import { ExamKeyReleaseProjector } from './exam-keys/projections/exam-key-release.projector';
import { ExamKeyReleases } from './exam-keys/persistence/exam-key-releases';
import { MediaAccess } from './media/media-access';
import { MediaCallsController } from './media/http/media-calls.http.controller';
import { GetSignedUrlHandler } from './media/queries/get-signed-url/get-signed-url.handler';
import { CheckDownloadHandler } from './media/commands/check-download/check-download.handler';
import { PageImageSigner } from './media/page-image-signer';
import { MediaLibrary } from './media/persistence/media-library';
import { mediaStorageProvider } from './media/persistence/media-storage.provider';
import { MediaController } from './media/http/media.http.controller';
import { QuizOpens } from './opens/commands/record-open/quiz-opens';
import { QuizOpensApplier } from './opens/quiz-opens.applier';
import {
  KYEBYE_QUIZ_MODEL,
  QUIZ_COLLECTIONS,
  QUIZ_MODEL,
  QuizSchema,
} from './quizzes/persistence/quiz.schema';
import { QuizApplier } from './quizzes/quizzes.applier';
import { QuizRepository } from './quizzes/persistence/quiz.repository';
import { ReportsApplier } from './reports/reports.applier';
import { ChallengesApplier } from './key-challenges/challenges.applier';
import { LiveMockKeysApplier } from './key-challenges/live-mock-keys.applier';
import { GetQuizByIdController } from './quizzes/queries/get-quiz-by-id/get-quiz-by-id.http.controller';
import { GetQuizByIdHandler } from './quizzes/queries/get-quiz-by-id/get-quiz-by-id.handler';
import { DemoPages } from './quizzes/demo-page/demo-pages';
import { GetQuizListController } from './quizzes/queries/get-quiz-list/get-quiz-list.http.controller';
import { GetQuizListHandler } from './quizzes/queries/get-quiz-list/get-quiz-list.handler';
import { GetQuizPageController } from './quizzes/queries/get-quiz-page/get-quiz-page.http.controller';
import { GetQuizPageHandler } from './quizzes/queries/get-quiz-page/get-quiz-page.handler';
import { QuizCatalog } from './quizzes/quiz-catalog';
import { QuizContentCache } from './quizzes/quiz-content.cache';
import { REPORTS_CONTROLLERS, REPORTS_PROVIDERS } from './reports/reports.providers';
import { CHAPTERS_CONTROLLERS, CHAPTERS_PROVIDERS } from './chapters/chapters.providers';
import {
  KEY_CHALLENGES_CONTROLLERS,
  KEY_CHALLENGES_PROVIDERS,
} from './key-challenges/key-challenges.providers';
import { SeedDemoContent } from './seed/seed-demo-content';
import { SpeechModule } from './speech/speech.module';

/** Quizzes (incl. Kye Bye), chapters, media, the entitlement read model and the content admin API. */
@Module({
  imports: [
    CqrsModule,
    mongoConnectionFor(CATALOG),
    MongooseModule.forFeature(
      [
        { name: QUIZ_MODEL, schema: QuizSchema, collection: QUIZ_COLLECTIONS.quiz },
        { name: KYEBYE_QUIZ_MODEL, schema: QuizSchema.clone(), collection: QUIZ_COLLECTIONS.kyebye },
      ],
      CATALOG,
    ),
    SpeechModule,
  ],
  controllers: [
    GetQuizListController,
    GetQuizPageController,
    GetQuizByIdController,
    ...CHAPTERS_CONTROLLERS,
    MediaCallsController,
    MediaController,
    ImportQuestionsController,
    GetQuizHistoryController,
    ...ListQuizzesControllers,
    ...GetQuizControllers,
    ...CreateQuizControllers,
    ...ImportQuizzesControllers,
    ...UpdateQuizControllers,
    ...RemoveQuizControllers,
    ...PublishQuizControllers,
    UploadMediaController,
    ...REPORTS_CONTROLLERS,
    ...KEY_CHALLENGES_CONTROLLERS,
  ],
  providers: [
    GetQuizListHandler,
    GetQuizPageHandler,
    GetQuizByIdHandler,
    DemoPages,
    changeLogProvider(CATALOG),
    QuizCatalog,
    QuizRepository,
    QuizApplier,
    QuizContentCache,
    QuizWriter,
    ListQuizzesHandler,
    GetQuizHandler,
    CreateQuizHandler,
    ImportQuizzesHandler,
    UpdateQuizHandler,
    RemoveQuizHandler,
    PublishQuizHandler,
    UploadMediaHandler,
    ImportQuestionsHandler,
    QuizHistory,
    GetQuizHistoryHandler,
    QuizAccess,
    QuizOpens,
    QuizOpensApplier,
    ReportsApplier,
    ChallengesApplier,
    LiveMockKeysApplier,
    entitlementsProjectorProvider(CATALOG),
    EntitlementReads,
    QuizRescoredProjector,
    ExamKeyReleases,
    ExamKeyReleaseProjector,
    ...CHAPTERS_PROVIDERS,
    MediaLibrary,
    MediaAccess,
    GetSignedUrlHandler,
    CheckDownloadHandler,
    PageImageSigner,
    mediaStorageProvider,
    SeedDemoContent,
    ...REPORTS_PROVIDERS,
    ...KEY_CHALLENGES_PROVIDERS,
  ],
})
export class CatalogModule implements OnModuleInit {
  constructor(
    private readonly log: ChangeLog,
    private readonly quizzes: QuizApplier,
    private readonly opens: QuizOpensApplier,
    private readonly reports: ReportsApplier,
    private readonly challenges: ChallengesApplier,
    private readonly liveMockKeys: LiveMockKeysApplier,
  ) {}

  /** Every write of this service goes through its change log; each capability applies its own changes. */
  onModuleInit(): void {
    for (const applier of [this.quizzes, this.opens, this.reports, this.challenges, this.liveMockKeys])
      this.log.register(applier);
  }
}
