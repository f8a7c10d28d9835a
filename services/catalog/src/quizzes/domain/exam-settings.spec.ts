import {
  examMinutesOf,
  examSettingsError,
  examSettingsOf,
  readExamSettings,
  type ExamSettings,
} from './exam-settings';

const exam = (over: Partial<ExamSettings> = {}): ExamSettings => ({
  mode: 'exam',
  durationMinutes: 30,
  sections: [],
  liveWindow: null,
  ...over,
});
const read = (
  body: Record<string, unknown>,
  base: Partial<ExamSettings> | null = null,
  subject = 'Mock Tests',
) => readExamSettings(body, base, subject);

describe('exam settings (issue 31)', () => {
  it('makes Mock Tests exams and everything else practice unless the editor says otherwise', () => {
    expect(read({}).mode).toBe('exam');
    expect(read({}, null, 'Current Affairs').mode).toBe('practice');
    expect(read({ mode: 'practice' }).mode).toBe('practice');
    expect(read({ mode: null }).mode).toBe('exam');
    // A quiz stored before exam mode existed reads the same way.
    expect(examSettingsOf({ subject: 'Mock Tests' })).toEqual({
      mode: 'exam',
      durationMinutes: null,
      sections: [],
      liveWindow: null,
    });
    expect(examSettingsOf({ subject: 'NCERT - AEP' }).mode).toBe('practice');
  });

  it('keeps fields left out and gives an exam without a duration one minute per question', () => {
    const base = exam({ durationMinutes: 90 });
    expect(read({ name: 'x' }, base)).toEqual(base);
    expect(examMinutesOf({ durationMinutes: null }, 25)).toBe(25);
    expect(examMinutesOf({ durationMinutes: null }, 0)).toBe(1);
    expect(read({ durationMinutes: '' }).durationMinutes).toBeNull();
  });

  it('refuses a duration under one minute, or not whole', () => {
    for (const bad of [0, 0.5, -3, 'soon'])
      expect(() => read({ durationMinutes: bad })).toThrow(
        'durationMinutes must be a whole number of minutes, at least 1',
      );
    expect(() => read({ mode: 'timed' })).toThrow('mode must be one of practice, exam');
  });

  it('reads sections in question order and names what is wrong with one', () => {
    const sections = read({
      sections: [
        { name: ' History ', from: 6, to: 10 },
        { name: 'Polity', from: 1, to: 5, minutes: '' },
      ],
    }).sections;
    expect(sections).toEqual([
      { name: 'Polity', from: 1, to: 5 },
      { name: 'History', from: 6, to: 10 },
    ]);
    expect(() => read({ sections: [{ name: '', from: 1, to: 2 }] })).toThrow('Section 1: name is required');
    expect(() => read({ sections: [{ name: 'A', from: 0, to: 2 }] })).toThrow(
      'Section "A": from and to must be question numbers (1 or more)',
    );
    expect(() => read({ sections: [{ name: 'A', from: 4, to: 2 }] })).toThrow(
      'Section "A": from (4) is after to (2)',
    );
    expect(() => read({ sections: 'all' })).toThrow('sections must be a list');
  });

  it('refuses a section outside the questions, overlapping sections and questions in no section', () => {
    const withSections = (sections: ExamSettings['sections']) => exam({ sections });
    expect(examSettingsError(withSections([{ name: 'A', from: 1, to: 12 }]), 10, false)).toBe(
      'Section "A" (questions 1 to 12) is outside the questions: this quiz has 10',
    );
    expect(
      examSettingsError(
        withSections([
          { name: 'A', from: 1, to: 6 },
          { name: 'B', from: 6, to: 10 },
        ]),
        10,
        false,
      ),
    ).toBe('Sections "A" and "B" overlap (question 6 is in both)');
    expect(
      examSettingsError(
        withSections([
          { name: 'A', from: 1, to: 4 },
          { name: 'B', from: 6, to: 10 },
        ]),
        10,
        false,
      ),
    ).toBe('Sections must cover every question: question 5 is in none');
    expect(
      examSettingsError(
        withSections([
          { name: 'A', from: 1, to: 5 },
          { name: 'B', from: 6, to: 10 },
        ]),
        10,
        false,
      ),
    ).toBeNull();
  });

  it('wants section time limits on every section or none, adding up to the duration', () => {
    const timed = (a?: number, b?: number) =>
      exam({
        durationMinutes: 30,
        sections: [
          { name: 'A', from: 1, to: 5, ...(a ? { minutes: a } : {}) },
          { name: 'B', from: 6, to: 10, ...(b ? { minutes: b } : {}) },
        ],
      });
    expect(examSettingsError(timed(10), 10, false)).toBe('Give every section a time limit, or none');
    expect(examSettingsError(timed(10, 10), 10, false)).toBe(
      "The sections' time limits add up to 20 minutes, but durationMinutes is 30: they must be equal",
    );
    expect(examSettingsError(timed(10, 20), 10, false)).toBeNull();
  });

  it('wants a live window to close after it opens, and only on exams', () => {
    const window = { opensAt: '2026-05-01T10:00:00+05:30', closesAt: '2026-05-01T09:00:00+05:30' };
    const read1 = read({ liveWindow: window });
    expect(read1.liveWindow).toEqual({
      opensAt: '2026-05-01T04:30:00.000Z',
      closesAt: '2026-05-01T03:30:00.000Z',
    });
    expect(examSettingsError(read1, 10, false)).toBe('liveWindow.closesAt must be after liveWindow.opensAt');
    const practice = { ...read1, mode: 'practice' as const };
    expect(examSettingsError(practice, 10, false)).toBe('A live window needs mode exam');
    expect(() => read({ liveWindow: { opensAt: window.opensAt } })).toThrow(
      'liveWindow needs both opensAt and closesAt',
    );
    expect(() => read({ liveWindow: { opensAt: 'tomorrow', closesAt: window.closesAt } })).toThrow(
      'liveWindow.opensAt must be a date and time (ISO 8601)',
    );
    expect(read({ liveWindow: { opensAt: '', closesAt: null } }).liveWindow).toBeNull();
  });

  it('keeps Kye Bye quizzes in practice mode', () => {
    expect(examSettingsError(exam(), 10, true)).toBe(
      'Kye Bye quizzes are played in practice mode: mode must be practice',
    );
  });
});
