import { describe } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { local, storageKeys } from '@/lib/storage';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { RegisterForm } from '../components/register-form';

// The machine running the suite may be busy: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const GEO: Parameters<typeof fakeFetch>[0] = {
  'GET /api/geo/states': [200, { data: { states: [{ name: 'Bihar' }, { name: 'Kerala' }] } }],
  'GET /api/geo/cities': [200, { data: ['Gaya', 'Patna'] }],
};

async function renderForm(extra: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch({ ...GEO, ...extra });
  vi.stubGlobal('fetch', fake.fn);
  renderAt(
    <Routes>
      <Route path="/register" element={<RegisterForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/register',
  );
  // The screen's translations load first (Suspense).
  await screen.findByLabelText(/Full name/);
  return fake;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, over: Partial<Record<string, string>> = {}) {
  const v = {
    name: 'Asha Verma',
    email: 'Asha@Example.COM',
    mobile: '9876543210',
    password: 'Asha@123',
    confirm: 'Asha@123',
    ...over,
  };
  // Typing is the phone/email tests' subject; here the values are set at once (jsdom is slow to type).
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/Full name/, v.name);
  await user.selectOptions(screen.getByLabelText(/Class/), 'Already passed 12th');
  type(/^Email/, v.email);
  type(/Contact number/, v.mobile);
  await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/^State/), 'Bihar');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Patna' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText(/City/), 'Patna');
  type(/^Password/, v.password);
  if (v.confirm) type(/Confirm password/, v.confirm);
}

const registerButton = () => screen.getByRole('button', { name: 'Register' });

describe('the register form', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables REGISTER only when all eight inputs are filled', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    expect(registerButton()).toBeDisabled();
    await fillAll(user, { confirm: '' });
    expect(registerButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: 'Asha@123' } });
    expect(registerButton()).toBeEnabled();
  });

  it('keeps the city disabled until a state is chosen, and choosing another state clears the city', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    expect(screen.getByLabelText(/City/)).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/^State/), 'Bihar');
    await waitFor(() => expect(screen.getByLabelText(/City/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/City/), 'Patna');
    expect(screen.getByLabelText(/City/)).toHaveValue('Patna');
    await user.selectOptions(screen.getByLabelText(/^State/), 'Kerala');
    expect(screen.getByLabelText(/City/)).toHaveValue('');
  });

  it('accepts digits only in the phone, at most 10, and lowercases the email as typed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await user.type(screen.getByLabelText(/Contact number/), '98a7-6543 21099');
    expect(screen.getByLabelText(/Contact number/)).toHaveValue('9876543210');
    await user.type(screen.getByLabelText(/^Email/), 'ASHA@X.IN');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@x.in');
  });

  it.each([
    ['98765abc43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
  ])('strips a pasted %s to its digits before cutting it to 10: %s', async (pasted, kept) => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await user.click(screen.getByLabelText(/Contact number/));
    await user.paste(pasted);
    expect(screen.getByLabelText(/Contact number/)).toHaveValue(kept);
  });

  it("alerts 'Passwords do not match' and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = await renderForm();
    await fillAll(user, { confirm: 'Other@123' });
    await user.click(registerButton());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/register')).toBe(false);
  });

  it("alerts 'Please enter a valid phone no.' for fewer than 10 digits", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = await renderForm();
    await fillAll(user, { mobile: '98765' });
    await user.click(registerButton());
    expect(await screen.findByText('Please enter a valid phone no.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/register')).toBe(false);
  });

  it('registers with the trimmed, lowercased email, keeps it as registeredEmail and goes to /verification', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = await renderForm({
      'POST /api/users/register': [201, { success: true, message: 'OTP sent! Please check your email.' }],
    });
    await fillAll(user, { email: '  Asha@Example.COM ' });
    await user.click(registerButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('OTP sent! Please check your email.')).toBeInTheDocument();
    expect(await screen.findByText('at /verification')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/users/register')!.body as Record<string, string>;
    expect(sent).toMatchObject({
      name: 'Asha Verma',
      classs: 'Already passed 12th',
      email: 'asha@example.com',
      mobile: '9876543210',
      state: 'Bihar',
      city: 'Patna',
      password: 'Asha@123',
    });
    expect(local.get(storageKeys.registeredEmail)).toBe('asha@example.com');
  });

  it("alerts the server's message on failure, or 'Registration failed. Please try again.'", async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm({ 'POST /api/users/register': [409, { message: 'This email is already registered.' }] });
    await fillAll(user);
    await user.click(registerButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This email is already registered.')).toBeInTheDocument();
    expect(local.get(storageKeys.registeredEmail)).toBeNull();
  });
});
