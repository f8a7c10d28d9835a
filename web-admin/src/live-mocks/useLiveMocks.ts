import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '@/providers/dataProvider';

/** The live mocks, read again every few seconds while the page is open (candidates join and submit). */
export function useLiveMocks() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['admin-live-mocks'],
    queryFn: async () => {
      const sentAt = Date.now();
      const view = (await dataProvider.liveMocks()).data;
      // The server's clock against this one's: the time left is counted by the server's.
      return { ...view, offsetMs: Date.parse(view.serverNow) - (sentAt + Date.now()) / 2 };
    },
    refetchInterval: 5_000,
  });
}
