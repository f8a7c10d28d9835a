import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { lightTheme } from '@exam/web-theme';
import { DialogHost } from '@/components/ui/dialog-host';
import { Toasts } from '@/components/ui/toasts';

/** A fresh query client per test: no retries, nothing cached between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <CssBaseline />
        <Suspense fallback={null}>
          {children}
          <DialogHost />
          <Toasts mode="light" />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Renders routes (a <Routes> element) in a memory router at `url`, with the app's providers. */
export function renderAt(
  routes: ReactElement,
  url = '/',
  options: { client?: QueryClient; state?: unknown } = {},
) {
  const client = options.client ?? createTestQueryClient();
  const view = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[{ pathname: url, state: options.state }]}>{routes}</MemoryRouter>
    </Providers>,
  );
  return { ...view, client };
}

/** Renders one element with the app's providers (no router). */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { client?: QueryClient } = {},
) {
  const client = options.client ?? createTestQueryClient();
  return { ...render(<Providers client={client}>{ui}</Providers>, options), client };
}

/** A fetch that answers from a table of `METHOD /path` → [status, body]; records every call. */
export function fakeFetch(table: Record<string, [number, unknown] | ((body: unknown) => [number, unknown])>) {
  const calls: {
    method: string;
    path: string;
    query?: URLSearchParams;
    body: unknown;
    headers: Record<string, string>;
  }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const entry = table[`${method} ${url.pathname}`];
    if (!entry) return new Response(JSON.stringify({ message: 'not faked' }), { status: 500 });
    const [status, answer] = typeof entry === 'function' ? entry(body) : entry;
    return new Response(answer === undefined ? '' : JSON.stringify(answer), { status });
  };
  return { fn, calls };
}
