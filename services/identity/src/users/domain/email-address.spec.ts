import { emailCollisionKey, isLookalikeEmail, normalizeEmail } from './email-address';

describe('email addresses (issue 35)', () => {
  it('are normalised with NFKC, trimmed and lowercased', () => {
    expect(normalizeEmail('  ＡＤＭＩＮ@Example.COM ')).toBe('admin@example.com');
    expect(normalizeEmail('asha.verma@example.com')).toBe('asha.verma@example.com');
  });

  it.each([
    ['plain Latin', 'asha.verma+exam@example.co.in', false],
    ['digits and dashes only', '12-34@56.example.com', false],
    ['Devanagari local part and domain', 'परीक्षा@उदाहरण.भारत', false],
    ['Japanese kana and kanji with Latin', 'やまだ太郎abc@example.jp', false],
    ['a Cyrillic е among Latin letters', 'admin.tеst@example.com', true],
    ['a Greek ο in the domain', 'asha@gοogle.com', true],
    ['Devanagari and Latin in one local part', 'परीक्षा.sharma@example.com', true],
    ['a zero-width space', 'ad\u200bmin@example.com', true],
    ['a zero-width joiner', 'admin\u200d@example.com', true],
    ['a right-to-left mark', 'admin@\u200fexample.com', true],
  ])('%s: lookalike %s', (_name, email, expected) => expect(isLookalikeEmail(email)).toBe(expected));

  it('reads addresses that differ only in width, case or invisible characters as one', () => {
    expect(emailCollisionKey('ａｄｍｉｎ@example.com')).toBe('admin@example.com');
    expect(emailCollisionKey('Ad\u200bmin@example.com')).toBe('admin@example.com');
    expect(emailCollisionKey('аdmin@example.com')).not.toBe('admin@example.com');
  });
});
