import { wantsReadableLogs } from './logger';

describe('log format', () => {
  it('is readable only for a terminal in development', () => {
    expect(wantsReadableLogs({}, true)).toBe(true);
    expect(wantsReadableLogs({}, false)).toBe(false);
    expect(wantsReadableLogs({ NODE_ENV: 'production' }, true)).toBe(false);
    expect(wantsReadableLogs({ LOG_FORMAT: 'json' }, true)).toBe(false);
  });
});
