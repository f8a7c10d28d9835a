import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe } from 'vitest';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';

// The machine running the suite may be busy: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  const { pathname, state } = useLocation();
  return <p>at {`${pathname} ${JSON.stringify(state)}`}</p>;
}

async function renderAtPath(url: string, table: Parameters<typeof fakeFetch>[0], state?: unknown) {
  const fake = fakeFetch(table);
  vi.stubGlobal('fetch', fake.fn);
  renderAt(
    <Routes>
      <Route path="/forgotPassword" element={<ForgotPasswordForm />} />
      <Route path="/enterOTP" element={<ResetPasswordForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    url,
    { state },
  );
  await screen.findAllByRole('button');
  return fake;
}

describe('forgot and reset password', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("alerts 'Email must be filled' for an empty email", async () => {
    const { calls } = await renderAtPath('/forgotPassword', {});
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await within(await screen.findByRole('alertdialog')).findByText('Email must be filled'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends the code: 'OTP Sent Successfully', then /enterOTP with the email as state", async () => {
    const { calls } = await renderAtPath('/forgotPassword', {
      'POST /api/users/forgotpassword': [200, { message: 'OTP Sent Successfully' }],
    });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Asha@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('OTP Sent Successfully')).toBeInTheDocument();
    // The reset screen opens with the email it was handed.
    expect(await screen.findByText(/we mailed to asha@example.com/)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: 'asha@example.com' });
  });

  it("shows an unknown email's server message on screen (and as a toast)", async () => {
    await renderAtPath('/forgotPassword', {
      'POST /api/users/forgotpassword': [404, { message: 'Email not found in our database' }],
    });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'x@y.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText('Email not found in our database')).length).toBeGreaterThan(0);
  });

  it("needs both OTP and new password ('Every input field must be filled'), then 'Password Changed Successfully' and /login", async () => {
    const { calls } = await renderAtPath(
      '/enterOTP',
      { 'POST /api/users/resetpassword': [200, { message: 'Password Changed Successfully' }] },
      { email: 'asha@example.com' },
    );
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: '12ab34' } });
    expect(screen.getByLabelText(/^OTP/)).toHaveValue('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Every input field must be filled')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'Fresh@2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password Changed Successfully')).toBeInTheDocument();
    expect(await screen.findByText('at /login null')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: 'asha@example.com', otp: '123456', newpassword: 'Fresh@2025' });
  });

  it("alerts 'Invalid OTP' from the server and stays", async () => {
    await renderAtPath(
      '/enterOTP',
      { 'POST /api/users/resetpassword': [400, { message: 'Invalid OTP' }] },
      { email: 'asha@example.com' },
    );
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: '000000' } });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'Fresh@2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await within(await screen.findByRole('alertdialog')).findByText('Invalid OTP'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/at \/login/)).not.toBeInTheDocument();
  });
});
