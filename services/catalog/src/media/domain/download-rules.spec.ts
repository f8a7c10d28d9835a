import { downloadCounterKey } from './download-rules';

describe('download limits (spec section 11)', () => {
  it('counts downloads per day in India', () => {
    expect(downloadCounterKey('u1', new Date('2026-05-01T18:29:00Z'))).toBe('u1:2026-05-01');
    expect(downloadCounterKey('u1', new Date('2026-05-01T18:31:00Z'))).toBe('u1:2026-05-02');
  });
});
