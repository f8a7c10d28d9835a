import {
  DEFAULT_EXAM_MINUTES_PER_QUESTION,
  EXAM_MODE_SUBJECTS,
  QUIZ_MODES,
  type ExamSection,
  type LiveWindow,
  type QuizMode,
} from '@exam/contracts';

/** How a quiz is played (issue 31), as an editor sets it. `durationMinutes` null: one minute per question. */
export interface ExamSettings {
  mode: QuizMode;
  durationMinutes: number | null;
  sections: ExamSection[];
  liveWindow: LiveWindow | null;
}

/** A broken exam setting; the message names the field, as the console shows it. */
export class ExamSettingsError extends Error {}

export const defaultModeFor = (subject: string): QuizMode =>
  EXAM_MODE_SUBJECTS.includes(subject) ? 'exam' : 'practice';

const wholeAtLeastOne = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1;
const blank = (v: unknown) => v === undefined || v === null || v === '';

function readMode(v: unknown): QuizMode {
  if (!(QUIZ_MODES as readonly unknown[]).includes(v))
    throw new ExamSettingsError(`mode must be one of ${QUIZ_MODES.join(', ')}`);
  return v as QuizMode;
}

function readDuration(v: unknown): number | null {
  if (blank(v)) return null;
  const n = typeof v === 'string' ? Number(v) : v;
  if (!wholeAtLeastOne(n))
    throw new ExamSettingsError('durationMinutes must be a whole number of minutes, at least 1');
  return n as number;
}

function readSection(raw: unknown, n: number): ExamSection {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new ExamSettingsError(`Section ${n}: must be an object`);
  const s = raw as Record<string, unknown>;
  const name = typeof s.name === 'string' ? s.name.trim() : '';
  if (!name) throw new ExamSettingsError(`Section ${n}: name is required`);
  const [from, to] = [Number(s.from), Number(s.to)];
  if (!wholeAtLeastOne(from) || !wholeAtLeastOne(to))
    throw new ExamSettingsError(`Section "${name}": from and to must be question numbers (1 or more)`);
  if (from > to) throw new ExamSettingsError(`Section "${name}": from (${from}) is after to (${to})`);
  if (blank(s.minutes)) return { name, from, to };
  const minutes = Number(s.minutes);
  if (!wholeAtLeastOne(minutes))
    throw new ExamSettingsError(`Section "${name}": minutes must be a whole number, at least 1`);
  return { name, from, to, minutes };
}

function readSections(v: unknown): ExamSection[] {
  if (blank(v)) return [];
  if (!Array.isArray(v)) throw new ExamSettingsError('sections must be a list');
  return v.map((s, i) => readSection(s, i + 1)).sort((a, b) => a.from - b.from);
}

function isoOf(v: unknown, field: string): string {
  const at = typeof v === 'string' || v instanceof Date ? new Date(v) : new Date(NaN);
  if (Number.isNaN(at.getTime()))
    throw new ExamSettingsError(`liveWindow.${field} must be a date and time (ISO 8601)`);
  return at.toISOString();
}

function readLiveWindow(v: unknown): LiveWindow | null {
  if (blank(v)) return null;
  if (typeof v !== 'object' || Array.isArray(v))
    throw new ExamSettingsError('liveWindow must be {opensAt, closesAt}');
  const { opensAt, closesAt } = v as Record<string, unknown>;
  if (blank(opensAt) && blank(closesAt)) return null;
  if (blank(opensAt) || blank(closesAt))
    throw new ExamSettingsError('liveWindow needs both opensAt and closesAt');
  return { opensAt: isoOf(opensAt, 'opensAt'), closesAt: isoOf(closesAt, 'closesAt') };
}

/** An editor's exam settings over what they were: fields left out keep their value (or the subject's default). */
export function readExamSettings(
  body: Record<string, unknown>,
  base: Partial<ExamSettings> | null,
  subject: string,
): ExamSettings {
  const has = (k: string) => body[k] !== undefined;
  return {
    // No mode (or an empty one, as the console sends "by subject"): the one it had, else the subject's.
    mode: has('mode') && !blank(body.mode) ? readMode(body.mode) : (base?.mode ?? defaultModeFor(subject)),
    durationMinutes: has('durationMinutes')
      ? readDuration(body.durationMinutes)
      : (base?.durationMinutes ?? null),
    sections: has('sections') ? readSections(body.sections) : (base?.sections ?? []),
    liveWindow: has('liveWindow') ? readLiveWindow(body.liveWindow) : (base?.liveWindow ?? null),
  };
}

/** The exam's minutes: its own, or one minute per question (at least one). */
export const examMinutesOf = (s: Pick<ExamSettings, 'durationMinutes'>, questionCount: number): number =>
  s.durationMinutes ?? Math.max(1, questionCount * DEFAULT_EXAM_MINUTES_PER_QUESTION);

function sectionsError(sections: readonly ExamSection[], questionCount: number, minutes: number) {
  for (const s of sections)
    if (s.to > questionCount)
      return `Section "${s.name}" (questions ${s.from} to ${s.to}) is outside the questions: this quiz has ${questionCount}`;
  for (let i = 1; i < sections.length; i++)
    if (sections[i].from <= sections[i - 1].to)
      return `Sections "${sections[i - 1].name}" and "${sections[i].name}" overlap (question ${sections[i].from} is in both)`;
  for (let q = 1, i = 0; q <= questionCount; q++) {
    while (i < sections.length && sections[i].to < q) i++;
    if (!sections[i] || sections[i].from > q)
      return `Sections must cover every question: question ${q} is in none`;
  }
  const timed = sections.filter((s) => s.minutes !== undefined);
  if (timed.length && timed.length !== sections.length) return 'Give every section a time limit, or none';
  const total = timed.reduce((n, s) => n + (s.minutes ?? 0), 0);
  if (timed.length && total !== minutes)
    return `The sections' time limits add up to ${total} minutes, but durationMinutes is ${minutes}: they must be equal`;
  return null;
}

/** The first broken exam rule of a quiz with `questionCount` questions, or null. */
export function examSettingsError(s: ExamSettings, questionCount: number, kyeBye: boolean): string | null {
  if (kyeBye && s.mode === 'exam')
    return 'Kye Bye quizzes are played in practice mode: mode must be practice';
  if (s.liveWindow && s.mode !== 'exam') return 'A live window needs mode exam';
  if (s.liveWindow && Date.parse(s.liveWindow.closesAt) <= Date.parse(s.liveWindow.opensAt))
    return 'liveWindow.closesAt must be after liveWindow.opensAt';
  if (s.sections.length) return sectionsError(s.sections, questionCount, examMinutesOf(s, questionCount));
  return null;
}

/** The settings of a stored quiz, whatever its age: quizzes saved before issue 31 carry none. */
export function examSettingsOf(doc: Partial<ExamSettings> & { subject: string }): ExamSettings {
  return {
    mode: doc.mode ?? defaultModeFor(doc.subject),
    durationMinutes: doc.durationMinutes ?? null,
    sections: doc.sections ?? [],
    liveWindow: doc.liveWindow ?? null,
  };
}
