import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider, OverviewArea } from '@/providers/dataProvider';

/**
 * One admin overview, read through the console's data provider (its token, its 401 handling) and cached by
 * react-admin's query client: `data` once it came, `isPending` until then, `error` when it could not be read.
 */
export function useOverview<A extends OverviewArea>(area: A) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['admin-overview', area],
    queryFn: async () => (await dataProvider.overview(area)).data,
    retry: 1,
  });
}
