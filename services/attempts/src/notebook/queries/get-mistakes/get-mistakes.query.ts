import { Query } from '@nestjs/cqrs';
import type { NotebookEntryView } from '../../notebook-views';

export interface MistakesFilter {
  subject?: string;
  chapter?: string;
  /** 'today': only the questions due by the end of today. */
  due: 'all' | 'today';
  page: number;
  pageSize: number;
}

export interface MistakesPage {
  entries: NotebookEntryView[];
  /** Per subject and chapter (after the filters): questions, and how many are due today. */
  groups: Array<{ subject: string; chapter: string; count: number; due: number }>;
  subjects: string[];
  chapters: string[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export class GetMistakesQuery extends Query<MistakesPage> {
  constructor(
    readonly userId: string,
    readonly filter: MistakesFilter,
  ) {
    super();
  }
}
