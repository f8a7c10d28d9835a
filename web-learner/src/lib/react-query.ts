import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Client errors are answers, not glitches: retry only network failures and server errors, twice. */
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    retry: (failures: number, error: unknown) =>
      failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export const queryClient = new QueryClient({ defaultOptions: queryConfig });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiFnReturnType<FnType extends (...args: any) => Promise<any>> = Awaited<ReturnType<FnType>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type QueryConfig<T extends (...args: any[]) => any> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MutationConfig<MutationFnType extends (...args: any) => Promise<any>> = UseMutationOptions<
  ApiFnReturnType<MutationFnType>,
  Error,
  Parameters<MutationFnType>[0]
>;
