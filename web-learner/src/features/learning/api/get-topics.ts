import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiSchema } from '@exam/web-theme/src/api';

export type TopicFigures = ApiSchema<'TopicFigures'>;
export type TopicRow = ApiSchema<'TopicRow'>;
export type TopicWindow = ApiSchema<'TopicWindow'>;
export type TopicAnalysis = ApiSchema<'TopicAnalysis'>;

/** GET /api/learning/topics: per subject and chapter over 30 and 90 days, and the weakest chapters. */
export const getTopics = () => api.get<TopicAnalysis>('/learning/topics');

export const useTopics = () =>
  useQuery(queryOptions({ queryKey: [queryRoots.learning, 'topics'], queryFn: getTopics }));
