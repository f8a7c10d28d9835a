import {
  keyCorrected,
  overReportLimit,
  parseQueueRowId,
  queueRowId,
  reportIdOf,
  reportKey,
  reportWindowKey,
  REPORT_WINDOW_MS,
} from './report-rules';

const quizId = '6650f1c2a9b3c4d5e6f70812';

describe('report rules', () => {
  it('keys one open report per learner, question and reason, and numbers its rounds', () => {
    const key = reportKey('u1', quizId, 3, 'translation-mismatch');
    expect(key).toBe(`u1:${quizId}:3:translation-mismatch`);
    expect(reportKey('u1', quizId, 3, 'other')).not.toBe(key);
    expect(reportKey('u2', quizId, 3, 'translation-mismatch')).not.toBe(key);
    expect(reportIdOf(key, 2)).toBe(`${key}:2`);
  });

  it('reads back the queue row ids it makes, and refuses anything else', () => {
    const id = queueRowId(quizId, 12, 'wrong-answer-key', 'open');
    expect(parseQueueRowId(id)).toEqual({
      quizId,
      questionIndex: 12,
      reason: 'wrong-answer-key',
      status: 'open',
    });
    expect(parseQueueRowId(`${quizId}:1:made-up:open`)).toBeNull();
    expect(parseQueueRowId(`${quizId}:1:other:closed`)).toBeNull();
    expect(parseQueueRowId(`not-a-quiz:1:other:open`)).toBeNull();
    expect(parseQueueRowId(`${quizId}:-1:other:open`)).toBeNull();
  });

  it('counts reports in ten-minute windows and throttles past the limit', () => {
    const start = new Date(Math.ceil(Date.now() / REPORT_WINDOW_MS) * REPORT_WINDOW_MS);
    const later = new Date(start.getTime() + REPORT_WINDOW_MS - 1);
    const next = new Date(start.getTime() + REPORT_WINDOW_MS);
    expect(reportWindowKey('u1', start)).toBe(reportWindowKey('u1', later));
    expect(reportWindowKey('u1', next)).not.toBe(reportWindowKey('u1', start));
    expect(overReportLimit(10, 10)).toBe(false);
    expect(overReportLimit(11, 10)).toBe(true);
  });

  it("calls a wrong-key report's key corrected only when the key marks another option now", () => {
    expect(keyCorrected('wrong-answer-key', 1, 2)).toBe(true);
    expect(keyCorrected('wrong-answer-key', 1, 1)).toBe(false);
    expect(keyCorrected('wrong-answer-key', 1, undefined)).toBe(false);
    expect(keyCorrected('translation-mismatch', 1, 2)).toBe(false);
  });
});
