import { describe } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@/lib/auth';
import { local, storageKeys } from '@/lib/storage';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { LoginForm } from '../components/login-form';

// The machine running the suite may be busy: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const ANSWER = { token: 'tok-1', user: { _id: 'u1', name: 'Asha', email: 'asha@example.com' } };
const CONFLICT =
  'You are already logged in on another browser. Do you want to log out from the other device?';

async function renderLogin(login: Parameters<typeof fakeFetch>[0][string]) {
  const fake = fakeFetch({ 'POST /api/users/login': login });
  vi.stubGlobal('fetch', fake.fn);
  renderAt(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/login',
  );
  await screen.findByLabelText(/^Email/);
  return fake;
}

function logIn(email = 'Asha@Example.com', password = 'Asha@123') {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

/** 409 first, then whatever `retry` says for the forceLogin call. */
const conflictThen =
  (retry: [number, unknown]) =>
  (body: unknown): [number, unknown] =>
    (body as { forceLogin?: boolean }).forceLogin ? retry : [409, { message: CONFLICT }];

describe('login', { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('lowercases the email as typed and needs both fields', async () => {
    await renderLogin([200, ANSWER]);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ASHA@X.IN' } });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@x.in');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it("alerts 'Invalid Email. Please enter a valid email address.' without '@'", async () => {
    const { calls } = await renderLogin([200, ANSWER]);
    logIn('asha.example.com');
    expect(await screen.findByText('Invalid Email. Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('stores the session and goes to /quizList', async () => {
    const { calls } = await renderLogin([200, ANSWER]);
    logIn();
    expect(await screen.findByText('at /quizList')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ email: 'asha@example.com', password: 'Asha@123' });
    expect(local.get(storageKeys.authToken)).toBe('tok-1');
  });

  it('on 409 asks to log out the other device, and on yes retries with forceLogin', async () => {
    const { calls } = await renderLogin(conflictThen([200, ANSWER]));
    logIn();
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(CONFLICT)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Log out other device' }));
    expect(await screen.findByText('at /quizList')).toBeInTheDocument();
    expect(calls.map((c) => (c.body as { forceLogin?: boolean }).forceLogin)).toEqual([undefined, true]);
    expect(sessionStore.token()).toBe('tok-1');
  });

  it("on 409 and no: 'Login attempt cancelled.' in the banner and an alert, no session", async () => {
    const { calls } = await renderLogin(conflictThen([200, ANSWER]));
    logIn();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findAllByText('Login attempt cancelled.')).toHaveLength(2);
    expect(calls).toHaveLength(1);
    expect(sessionStore.token()).toBeNull();
  });

  it("a failed retry says 'Retry login failed. Please try again.'", async () => {
    await renderLogin(conflictThen([500, { message: 'boom' }]));
    logIn();
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out other device' }),
    );
    expect(await screen.findAllByText('Retry login failed. Please try again.')).toHaveLength(2);
  });

  it("shows the server's message for wrong credentials", async () => {
    await renderLogin([400, { message: 'Invalid email or password.' }]);
    logIn();
    expect(await screen.findAllByText('Invalid email or password.')).toHaveLength(2);
    expect(screen.queryByText('at /quizList')).not.toBeInTheDocument();
  });
});
