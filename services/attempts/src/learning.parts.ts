import { BookmarksReadModel } from './bookmarks/persistence/bookmarks.read-model';
import { ChangeBookmarkHandler } from './bookmarks/commands/change-bookmark/change-bookmark.handler';
import { BookmarksController } from './bookmarks/http/bookmarks.http.controller';
import { BookmarksProjector } from './bookmarks/projections/bookmarks.projector';
import { GetBookmarksHandler } from './bookmarks/queries/get-bookmarks/get-bookmarks.handler';
import { GetResultInsightsHandler } from './completion/queries/get-result-insights/get-result-insights.handler';
import { GetResultInsightsController } from './completion/queries/get-result-insights/get-result-insights.http.controller';
import { AnswerReviewHandler } from './notebook/commands/answer-review/answer-review.handler';
import { ChangeNotebookHandler } from './notebook/commands/change-notebook/change-notebook.handler';
import { NotebookController } from './notebook/http/notebook.http.controller';
import { LearningFacts } from './notebook/learning-facts';
import { LearningApplier } from './notebook/learning.applier';
import { NotebookReadModel } from './notebook/persistence/notebook.read-model';
import { NotebookProjector } from './notebook/projections/notebook.projector';
import { ChapterQuestions } from './notebook/queries/get-practice/chapter-questions';
import { GetMistakesHandler } from './notebook/queries/get-mistakes/get-mistakes.handler';
import {
  GetNotebookSummaryHandler,
  GetPracticeHandler,
} from './notebook/queries/get-practice/get-practice.handler';
import { TopicsController } from './topics/http/topics.http.controller';
import { TopicsProjector } from './topics/projections/topics.projector';
import { GetTopicAnalysisHandler } from './topics/queries/get-topic-analysis/get-topic-analysis.handler';
import { TopicsReadModel } from './topics/persistence/topics.read-model';

/**
 * The learning loop of issue 32 (notebook, spaced practice, bookmarks, topic analysis, result insights),
 * mounted by AttemptsModule: its projectors read attempts' own events, its commands write through
 * attempts' change log (LearningApplier is their applier).
 */
export const learningControllers = [
  NotebookController,
  BookmarksController,
  TopicsController,
  GetResultInsightsController,
];

export const learningProviders = [
  AnswerReviewHandler,
  ChangeNotebookHandler,
  ChangeBookmarkHandler,
  GetMistakesHandler,
  GetNotebookSummaryHandler,
  GetPracticeHandler,
  ChapterQuestions,
  GetBookmarksHandler,
  GetTopicAnalysisHandler,
  GetResultInsightsHandler,
  NotebookProjector,
  BookmarksProjector,
  TopicsProjector,
  NotebookReadModel,
  BookmarksReadModel,
  TopicsReadModel,
  LearningFacts,
  LearningApplier,
];
