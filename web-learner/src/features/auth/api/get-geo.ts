import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';

/**
 * India's states and a state's cities, from the platform's /api/geo (the same answer shapes as the
 * countries service the spec names: states as data.states[].name, cities as data). A failure empties the
 * list without a message (spec section 8), so the fetchers answer [] instead of throwing.
 */
type StatesAnswer = ApiAnswer<'/api/geo/states', 'get'>;
type CitiesAnswer = ApiAnswer<'/api/geo/cities', 'get'>;

export const getStates = async (): Promise<string[]> => {
  try {
    const answer = await api.get<StatesAnswer>('/geo/states');
    return answer.data.states.map((s) => s.name);
  } catch {
    return [];
  }
};

export const getCities = async (state: string): Promise<string[]> => {
  try {
    const answer = await api.get<CitiesAnswer>('/geo/cities', { state });
    return answer.data;
  } catch {
    return [];
  }
};

export const getStatesQueryOptions = () =>
  queryOptions({ queryKey: [queryRoots.geo, 'states'], queryFn: getStates, staleTime: Infinity });

export const getCitiesQueryOptions = (state: string) =>
  queryOptions({
    queryKey: [queryRoots.geo, 'cities', state],
    queryFn: () => getCities(state),
    staleTime: Infinity,
    enabled: !!state,
  });

export const useStates = () => useQuery(getStatesQueryOptions());
export const useCities = (state: string) => useQuery(getCitiesQueryOptions(state));
