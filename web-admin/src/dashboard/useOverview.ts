import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '@/providers/dataProvider';

/** The admin figures the dashboard shows: `GET /api/admin/<area>/overview`. */
export type OverviewArea = 'attempts' | 'billing';

/**
 * One admin overview, read through the console's data provider (its token, its 401 handling) and cached by
 * react-admin's query client: `data` once it came, `isPending` until then, `error` when it could not be read.
 */
export function useOverview<T>(area: OverviewArea) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['admin-overview', area],
    queryFn: async () => (await dataProvider.overview(area)).data as T,
    retry: 1,
  });
}
