import { describe, expect, it } from 'vitest';
import { betterSample, clockSample, formatTimeLeft, timeLeftMs } from '../domain/clock';

describe('the time left, by the server’s clock', () => {
  const deadline = '2026-05-03T06:30:00.000Z';

  it('counts down to the server’s deadline whatever this device’s clock says', () => {
    // the server says 06:00:00; the phone's clock is 10 minutes fast, and the answer took 200 ms
    const phoneNow = Date.parse('2026-05-03T06:10:00.000Z');
    const sample = clockSample('2026-05-03T06:00:00.000Z', phoneNow - 200, phoneNow);
    expect(sample.rttMs).toBe(200);
    expect(Math.round(timeLeftMs(deadline, sample.offsetMs, phoneNow))).toBe(30 * 60_000 - 100);
    // a reload a minute later on the same phone: the same deadline, a minute less
    expect(Math.round(timeLeftMs(deadline, sample.offsetMs, phoneNow + 60_000))).toBe(29 * 60_000 - 100);
  });

  it('gives no extra time to a slow clock, and none below zero', () => {
    const slowPhoneNow = Date.parse('2026-05-03T05:00:00.000Z');
    const sample = clockSample('2026-05-03T06:29:59.000Z', slowPhoneNow, slowPhoneNow);
    expect(timeLeftMs(deadline, sample.offsetMs, slowPhoneNow)).toBe(1_000);
    expect(timeLeftMs(deadline, sample.offsetMs, slowPhoneNow + 5_000)).toBe(0);
  });

  it('trusts the sample with the shorter round trip', () => {
    const slow = { offsetMs: 900, rttMs: 800 };
    const quick = { offsetMs: 1_000, rttMs: 40 };
    expect(betterSample(null, slow)).toBe(slow);
    expect(betterSample(slow, quick)).toBe(quick);
    expect(betterSample(quick, slow)).toBe(quick);
  });

  it('shows HH:MM:SS rounded up, so zero shows only when the time is up', () => {
    expect(formatTimeLeft(2 * 3600_000 + 5 * 60_000 + 9_000)).toBe('02:05:09');
    expect(formatTimeLeft(400)).toBe('00:00:01');
    expect(formatTimeLeft(0)).toBe('00:00:00');
  });
});
