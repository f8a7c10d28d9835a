import { containsOperatorKey } from './reject-operators.guard';

describe('operator-injection detection', () => {
  it.each([
    [{ email: { $ne: null } }, true],
    [{ nested: [{ ok: 1 }, { $where: 'x' }] }, true],
    [{ 'a.b': 1 }, true],
    [{ email: 'a@b.co', password: 'x$y' }, false],
    [['plain', 1, null], false],
    ['$ne', false],
  ])('%j → %s', (value, expected) => expect(containsOperatorKey(value)).toBe(expected));
});
