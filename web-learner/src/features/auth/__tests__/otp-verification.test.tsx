import { describe } from 'vitest';
import { configure, act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { local, storageKeys } from '@/lib/storage';
import { fakeFetch, renderAt } from '@/testing/test-utils';
import { OtpVerification } from '../components/otp-verification';
import { formatCountdown, maskEmail } from '../utils/validation';

// The machine running the suite may be busy: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

async function renderScreen(table: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch(table);
  vi.stubGlobal('fetch', fake.fn);
  renderAt(
    <Routes>
      <Route path="/verification" element={<OtpVerification />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/verification',
  );
  await screen.findByLabelText('Enter the 6-digit OTP');
  return fake;
}

const otpInput = () => screen.getByLabelText('Enter the 6-digit OTP');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

describe('OTP verification', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('formats the countdown and masks the email', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(maskEmail('asha.verma@example.com')).toBe('as********@example.com');
    expect(maskEmail('ab@x.in')).toBe('a***@x.in');
  });

  it('counts down from 10:00 and at zero says the time expired and goes back to /register', async () => {
    local.set(storageKeys.registeredEmail, 'asha@example.com');
    // Only the clock and the interval are faked: the screen's lazy loading still runs on real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await renderScreen();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(/09:5\d/);
    await act(async () => vi.advanceTimersByTime(598_000));
    expect(screen.queryByText('at /register')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2_000));
    vi.useRealTimers();
    expect(await screen.findByText('Verification time expired. Please register again.')).toBeInTheDocument();
    expect(await screen.findByText('at /register')).toBeInTheDocument();
  });

  it('takes digits only, at most 6, and the masked email shows', async () => {
    local.set(storageKeys.registeredEmail, 'asha@example.com');
    await renderScreen();
    expect(screen.getByText('as***@example.com')).toBeInTheDocument();
    fireEvent.change(otpInput(), { target: { value: '12a34567' } });
    expect(otpInput()).toHaveValue('123456');
  });

  it("alerts 'Please enter the OTP.' when empty, and 'Email not found. Please register again.' without a stored email", async () => {
    const { calls } = await renderScreen();
    submit();
    expect(
      await within(await screen.findByRole('alertdialog')).findByText('Please enter the OTP.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.change(otpInput(), { target: { value: '123456' } });
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Email not found. Please register again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("verifies: 'User Verified Successfully', registeredEmail forgotten, then /login", async () => {
    local.set(storageKeys.registeredEmail, 'asha@example.com');
    const { calls } = await renderScreen({
      'POST /api/users/verificationcheck': [200, { message: 'User Verified Successfully' }],
    });
    fireEvent.change(otpInput(), { target: { value: '042917' } });
    submit();
    expect(await screen.findByText('User Verified Successfully')).toBeInTheDocument();
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: 'asha@example.com', otp: '042917' });
    expect(local.get(storageKeys.registeredEmail)).toBeNull();
  });

  it("shows the server's message for a wrong code and stays", async () => {
    local.set(storageKeys.registeredEmail, 'asha@example.com');
    await renderScreen({
      'POST /api/users/verificationcheck': [
        400,
        { message: 'Invalid OTP. Please try again. 4 attempt(s) left.' },
      ],
    });
    fireEvent.change(otpInput(), { target: { value: '000000' } });
    submit();
    expect(await screen.findByText('Invalid OTP. Please try again. 4 attempt(s) left.')).toBeInTheDocument();
    expect(local.get(storageKeys.registeredEmail)).toBe('asha@example.com');
  });
});
