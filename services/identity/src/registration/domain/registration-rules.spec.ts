import { isValidPhone, looksLikeEmail, normalizeEmail, registrationKey } from './registration-rules';

describe('registration rules', () => {
  it('trims and lowercases the email', () => {
    expect(normalizeEmail('  Asha.Verma@Example.COM ')).toBe('asha.verma@example.com');
  });

  it.each([
    ['asha@example.com', true],
    ['asha@example', false],
    ['asha.example.com', false],
    ['a b@example.com', false],
  ])('email %s valid: %s', (email, valid) => expect(looksLikeEmail(email)).toBe(valid));

  it.each([
    ['9876543210', true],
    ['987654321', false],
    ['98765432101', false],
    ['98765-4321', false],
    ['', false],
  ])('phone %s valid: %s', (phone, valid) => expect(isValidPhone(phone)).toBe(valid));

  it('joins name and class into the key', () => {
    expect(registrationKey(' Asha Verma ', 'Already passed 12th')).toBe('Asha VermaAlready passed 12th');
  });
});
