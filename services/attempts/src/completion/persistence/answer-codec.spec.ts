import { decodeChoices, decodeStatuses, encodeChoices, encodeStatuses } from './answer-codec';

describe('answer codec (a completion stored as one character per question)', () => {
  it('stores options as letters and unanswered as "-", and reads them back', () => {
    const choices = [0, 1, 2, 3, null, 25, 0];
    expect(encodeChoices(choices)).toBe('ABCD-ZA');
    expect(decodeChoices(encodeChoices(choices))).toEqual(choices);
  });

  it('stores right, wrong and unanswered as "1", "0", "-", and reads them back', () => {
    expect(encodeStatuses([1, 0, -1, 1])).toBe('10-1');
    expect(decodeStatuses('10-1')).toEqual([1, 0, -1, 1]);
  });

  it('reads the arrays completions were stored with before', () => {
    expect(decodeChoices([2, null, 0])).toEqual([2, null, 0]);
    expect(decodeStatuses([1, -1, 0])).toEqual([1, -1, 0]);
  });

  it('reads an empty submission and a missing field as no answers', () => {
    expect(encodeChoices([])).toBe('');
    expect(decodeChoices('')).toEqual([]);
    expect(decodeChoices(undefined)).toEqual([]);
    expect(decodeStatuses(undefined)).toEqual([]);
  });
});
