import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MongooseModule } from '@nestjs/mongoose';
import { mongoConnectionFor } from '@exam/common';
import { QuizAccess } from './access/quiz-access';
import { QuizEditor } from './admin/quiz-editor';
import { QuizHistory } from './admin/quiz-history';
import { QuizRescoredProjector } from './admin/projections/quiz-rescored.projector';
import { GetQuizHistoryController } from './admin/queries/get-quiz-history/get-quiz-history.http.controller';
import { KyebyeQuizzesAdminController, QuizzesAdminController } from './admin/quizzes-admin.http.controller';
import { ImportQuestionsController } from './admin/commands/import-questions/import-questions.http.controller';
import { UploadsAdminController } from './admin/uploads-admin.http.controller';
import { CATALOG } from './catalog.constants';
import { ChaptersAdminController } from './chapters/chapters-admin.http.controller';
import { ChaptersRepository } from './chapters/chapters.repository';
import { FetchChaptersController } from './chapters/fetch-chapters.http.controller';
import { EntitlementsProjector } from './entitlements/entitlements.projector';
import { CatalogJournal } from './journal/catalog-journal';
import { MediaAccess } from './media/media-access';
import { MediaCallsController } from './media/media-calls.http.controller';
import { MediaLibrary } from './media/media-library';
import { mediaStorageProvider } from './media/media-storage.provider';
import { MediaController } from './media/media.http.controller';
import { QuizOpens } from './opens/quiz-opens';
import {
  KYEBYE_QUIZ_MODEL,
  QUIZ_COLLECTIONS,
  QUIZ_MODEL,
  QuizSchema,
} from './quizzes/persistence/quiz.schema';
import { QuizStore } from './quizzes/persistence/quiz.store';
import { GetQuizByIdController } from './quizzes/queries/get-quiz-by-id.http.controller';
import { GetQuizByIdHandler } from './quizzes/queries/get-quiz-by-id.handler';
import { GetQuizListController } from './quizzes/queries/get-quiz-list.http.controller';
import { GetQuizListHandler } from './quizzes/queries/get-quiz-list.handler';
import { GetQuizPageController } from './quizzes/queries/get-quiz-page.http.controller';
import { GetQuizPageHandler } from './quizzes/queries/get-quiz-page.handler';
import { QuizCatalog } from './quizzes/quiz-catalog';
import { QuizContentCache } from './quizzes/quiz-content.cache';
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
    FetchChaptersController,
    MediaCallsController,
    MediaController,
    ImportQuestionsController,
    GetQuizHistoryController,
    QuizzesAdminController,
    KyebyeQuizzesAdminController,
    ChaptersAdminController,
    UploadsAdminController,
  ],
  providers: [
    GetQuizListHandler,
    GetQuizPageHandler,
    GetQuizByIdHandler,
    CatalogJournal,
    QuizCatalog,
    QuizStore,
    QuizContentCache,
    QuizEditor,
    QuizHistory,
    QuizAccess,
    QuizOpens,
    EntitlementsProjector,
    QuizRescoredProjector,
    ChaptersRepository,
    MediaLibrary,
    MediaAccess,
    mediaStorageProvider,
    SeedDemoContent,
  ],
})
export class CatalogModule implements OnModuleInit {
  constructor(private readonly journal: CatalogJournal) {}

  onModuleInit(): void {
    this.journal.registerWithRelay();
  }
}
