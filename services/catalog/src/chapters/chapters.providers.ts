import { ChaptersAdminController } from './http/chapters-admin.http.controller';
import { ChaptersRepository } from './persistence/chapters.repository';
import { DeleteChapterHandler } from './commands/delete-chapter/delete-chapter.handler';
import { SaveChapterHandler } from './commands/save-chapter/save-chapter.handler';
import { FetchChaptersController } from './queries/fetch-chapters/fetch-chapters.http.controller';
import { FetchChaptersHandler } from './queries/fetch-chapters/fetch-chapters.handler';
import { GetChapterHandler } from './queries/get-chapter/get-chapter.handler';
import { ListChaptersHandler } from './queries/list-chapters/list-chapters.handler';

/** Chapters: the learner's dropdown and the console's resource. */
export const CHAPTERS_CONTROLLERS = [FetchChaptersController, ChaptersAdminController];

export const CHAPTERS_PROVIDERS = [
  ChaptersRepository,
  ListChaptersHandler,
  GetChapterHandler,
  FetchChaptersHandler,
  SaveChapterHandler,
  DeleteChapterHandler,
];
