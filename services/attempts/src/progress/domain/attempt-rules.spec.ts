import { decideAttempt } from './attempt-rules';

const base = { division: 'Abhyudaya', isExit: false, attempted: false, completed: false };

describe('recording attempts (spec section 4)', () => {
  it.each(['Udbodh', 'Bauddha Dakshata', 'Abhyudaya'])('records on start for %s', (division) =>
    expect(decideAttempt({ ...base, division })).toBe('record'),
  );

  it.each(['Kye Bye', 'Business Wisdom'])('does not record on start for %s', (division) =>
    expect(decideAttempt({ ...base, division })).toBe('ignore'),
  );

  it('records on exit for any division (Kye Bye records its attempt on exit)', () =>
    expect(decideAttempt({ ...base, division: 'Kye Bye', isExit: true })).toBe('record'));

  it('does not record a start once the quiz is completed', () =>
    expect(decideAttempt({ ...base, completed: true })).toBe('ignore'));

  it('updates an attempt already recorded, on start or exit', () => {
    expect(decideAttempt({ ...base, attempted: true })).toBe('update');
    expect(decideAttempt({ ...base, attempted: true, isExit: true, completed: true })).toBe('update');
  });
});
