import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, configureApiClient } from '@/lib/api-client';
import { handleSessionExpired, sessionStore } from '@/lib/auth';
import { registerNavigate } from '@/lib/navigation';
import { local, storageKeys } from '@/lib/storage';
import { fakeFetch, renderAt } from '@/testing/test-utils';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('a 401 on any call', () => {
  beforeEach(() => {
    configureApiClient({ token: sessionStore.token, onUnauthorized: handleSessionExpired });
    sessionStore.start({ token: 'old-token', user: { _id: 'u1', name: 'Asha' } as never }, 'browser-1');
  });

  it('clears the stored user and token, says the session expired once, and goes to /login', async () => {
    const navigations: string[] = [];
    registerNavigate((to) => navigations.push(to));
    const { fn, calls } = fakeFetch({
      'GET /api/users/dashboardgetuserbyid/u1': [401, { message: 'Unauthorized' }],
    });
    vi.stubGlobal('fetch', fn);
    renderAt(
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>,
      '/Dashboard',
    );

    const results = await Promise.allSettled([
      api.get('/users/dashboardgetuserbyid/u1'),
      api.get('/users/dashboardgetuserbyid/u1'),
    ]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls[0]!.headers.authorization).toBe('Bearer old-token');
    expect(local.get(storageKeys.currentUser)).toBeNull();
    expect(local.get(storageKeys.authToken)).toBeNull();
    expect(local.get(storageKeys.browserId)).toBe('browser-1');
    expect(navigations).toEqual(['/login']);
    expect(await screen.findAllByText('Session expired. Please login again.')).toHaveLength(1);
    registerNavigate(null);
    vi.unstubAllGlobals();
  });

  it('does not alert a visitor who had no session', async () => {
    sessionStore.clear();
    const { fn } = fakeFetch({ 'GET /api/x': [401, {}] });
    vi.stubGlobal('fetch', fn);
    renderAt(
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>,
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    await waitFor(() =>
      expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument(),
    );
    vi.unstubAllGlobals();
  });
});
