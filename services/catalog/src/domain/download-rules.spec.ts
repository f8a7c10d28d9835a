import { downloadCounterKey, paidforAllowsDownload } from './download-rules';

describe('download rights (paidfor against the quiz division and class)', () => {
  const paidfor = ['Abhyudaya-Already passed 12th'];
  it.each([
    ['same division and class', paidfor, 'Abhyudaya', 'Already passed 12th', true],
    ['same division, other class', paidfor, 'Abhyudaya', 'Class 10', false],
    ['other division', paidfor, 'Udbodh', 'Already passed 12th', false],
    ['nothing paid for', [], 'Abhyudaya', 'Already passed 12th', false],
    ['an entry naming only the division', ['Udbodh'], 'Udbodh', 'Class 8', true],
    [
      'division names are whole, not prefixes',
      ['Abhyudaya-Already passed 12th'],
      'Abhyu',
      'Already passed 12th',
      false,
    ],
  ])('%s', (_n, list, division, classs, expected) => {
    expect(paidforAllowsDownload(list, division, classs)).toBe(expected);
  });

  it('counts downloads per day in India', () => {
    expect(downloadCounterKey('u1', new Date('2026-05-01T18:29:00Z'))).toBe('u1:2026-05-01');
    expect(downloadCounterKey('u1', new Date('2026-05-01T18:31:00Z'))).toBe('u1:2026-05-02');
  });
});
