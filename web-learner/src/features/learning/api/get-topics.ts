import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface TopicFigures {
  seen: number;
  accuracy: number | null;
  avgSeconds: number | null;
}

export interface TopicRow extends TopicFigures {
  subject: string;
  chapter?: string;
  before: TopicFigures;
}

export interface TopicWindow {
  days: number;
  subjects: TopicRow[];
  chapters: TopicRow[];
}

export interface TopicAnalysis {
  today: string;
  windows: TopicWindow[];
  weakest: Record<string, TopicRow[]>;
}

/** GET /api/learning/topics: per subject and chapter over 30 and 90 days, and the weakest chapters. */
export const getTopics = () => api.get<TopicAnalysis>('/learning/topics');

export const useTopics = () =>
  useQuery(queryOptions({ queryKey: [queryRoots.learning, 'topics'], queryFn: getTopics }));
