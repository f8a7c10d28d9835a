import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider, LEARNER_REFUSED } from './authProvider';
import { createDataProvider } from './dataProvider';
import { httpClient } from './httpClient';
import { session } from './session';

const answer = (json: unknown, headers: Record<string, string> = {}) => ({
  status: 200,
  headers: new Headers(headers),
  body: JSON.stringify(json),
  json,
});

describe('dataProvider', () => {
  it('asks for a page with range, sort and filter, and reads the total from Content-Range', async () => {
    const http = vi.fn().mockResolvedValue(answer([{ id: 'a' }], { 'Content-Range': 'quizzes 50-74/10000' }));
    const provider = createDataProvider(http, '/api/admin');
    const result = await provider.getList('quizzes', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { division: 'Abhyudaya', subject: '', category: 'All', q: 'polity' },
    });
    expect(result).toEqual({ data: [{ id: 'a' }], total: 10000 });
    const url = new URL(http.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/api/admin/quizzes');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([50, 74]);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    // Empty and "All" filters mean "any": they are not sent.
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ division: 'Abhyudaya', q: 'polity' });
  });

  it('falls back to X-Total-Count, and fails clearly when the server gives no total', async () => {
    const withCount = createDataProvider(vi.fn().mockResolvedValue(answer([], { 'X-Total-Count': '7' })));
    await expect(withCount.getList('users', {})).resolves.toEqual({ data: [], total: 7 });
    const without = createDataProvider(vi.fn().mockResolvedValue(answer([])));
    await expect(without.getList('users', {})).rejects.toThrow('did not say how many');
  });

  it('saves a quiz with PUT of the whole record (its revision included) and a user with PATCH of the change', async () => {
    const http = vi
      .fn()
      .mockImplementation(async (_url: string, init: RequestInit) => answer(JSON.parse(String(init.body))));
    const provider = createDataProvider(http, '/api/admin');
    await provider.update('quizzes', {
      id: 'q1',
      data: { id: 'q1', name: 'New', rev: 4 },
      previousData: { id: 'q1', name: 'Old', rev: 4 },
    });
    expect(http.mock.calls[0][0]).toBe('/api/admin/quizzes/q1');
    expect(http.mock.calls[0][1]).toMatchObject({ method: 'PUT' });
    expect(JSON.parse(http.mock.calls[0][1].body)).toEqual({ id: 'q1', name: 'New', rev: 4 });
    await provider.update('users', {
      id: 'u1',
      data: { id: 'u1', name: 'A', role: 'editor' },
      previousData: { id: 'u1', name: 'A', role: 'learner' },
    });
    expect(http.mock.calls[1][1]).toMatchObject({ method: 'PATCH' });
    expect(JSON.parse(http.mock.calls[1][1].body)).toEqual({ role: 'editor' });
  });
});

describe('httpClient and authProvider', () => {
  it('adds the bearer token to every call, in one place', async () => {
    session.save('tok-123', { _id: 'u', name: 'Editor', email: 'e@x.in', role: 'editor' });
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response('[]', { status: 200, headers: { 'Content-Range': 'x 0-0/0' } }));
    vi.stubGlobal('fetch', fetchMock);
    await createDataProvider().getList('quizzes', {});
    const headers = fetchMock.mock.calls[0][1].headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    vi.unstubAllGlobals();
  });

  it('signs out on a 401 (token forgotten), stays on a 403', async () => {
    const auth = createAuthProvider(httpClient);
    session.save('tok', { _id: 'u', name: 'E', email: 'e@x.in', role: 'editor' });
    await expect(auth.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
    expect(session.token()).toBe('tok');
    await expect(auth.checkError(new HttpError('Unauthorized', 401))).rejects.toThrow('sign in again');
    expect(session.token()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toThrow();
  });

  it('lets editors and admins in and refuses a learner with a clear message, keeping no token', async () => {
    const login = (role: string) =>
      vi
        .fn()
        .mockImplementation(async (url: string) =>
          url.endsWith('/login')
            ? answer({ user: { _id: 'u', name: 'N', email: 'n@x.in', role }, token: `t-${role}` })
            : answer({}),
        );
    await createAuthProvider(login('editor')).login({ email: 'e@x.in', password: 'p' });
    expect(session.token()).toBe('t-editor');
    session.clear();
    const learnerHttp = login('learner');
    await expect(createAuthProvider(learnerHttp).login({ email: 'l@x.in', password: 'p' })).rejects.toThrow(
      LEARNER_REFUSED,
    );
    expect(session.token()).toBeNull();
    expect(learnerHttp.mock.calls.map((c) => c[0])).toEqual(['/api/users/login', '/api/users/logout']);
  });
});
