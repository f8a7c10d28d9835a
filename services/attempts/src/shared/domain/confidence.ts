import type { QuestionStatus } from './scoring';

/** The learner's confidence in an answer (the contracts' CONFIDENCE_TAGS), or none. */
export type Confidence = 'sure' | 'fifty' | 'guess';
export type Tags = ReadonlyArray<Confidence | null>;

const CHAR: Record<Confidence, string> = { sure: 'S', fifty: 'F', guess: 'G' };
const TAG: Record<string, Confidence> = { S: 'sure', F: 'fifty', G: 'guess' };
const NONE = '-';

/** One character per question ("S-GF"), as answers and statuses are stored (answer-codec). */
export function encodeTags(tags: Tags): string {
  return tags.map((t) => (t ? CHAR[t] : NONE)).join('');
}

export function decodeTags(stored: string | undefined | null): Array<Confidence | null> {
  return [...(stored ?? '')].map((ch) => TAG[ch] ?? null);
}

/** True when the submission tagged nothing: it is stored and sent without tags. */
export const noTags = (tags: Tags) => tags.every((t) => !t);

export interface TagAccuracy {
  /** Answered questions with this tag. */
  answered: number;
  right: number;
}

export type Disagreement = 'sureButWrong' | 'guessedRight';

export interface ConfidenceReport {
  byTag: Record<Confidence, TagAccuracy>;
  /** Questions (0-based) where confidence and correctness disagree. */
  disagreements: Array<{ index: number; kind: Disagreement }>;
}

/** Accuracy per tag ('Sure: 9 of 10 right') and the answers where confidence and result disagree. */
export function confidenceReport(statuses: readonly QuestionStatus[], tags: Tags): ConfidenceReport {
  const byTag: Record<Confidence, TagAccuracy> = {
    sure: { answered: 0, right: 0 },
    fifty: { answered: 0, right: 0 },
    guess: { answered: 0, right: 0 },
  };
  const disagreements: ConfidenceReport['disagreements'] = [];
  statuses.forEach((status, index) => {
    const tag = tags[index];
    if (!tag || status === -1) return;
    byTag[tag].answered += 1;
    if (status === 1) byTag[tag].right += 1;
    if (tag === 'sure' && status === 0) disagreements.push({ index, kind: 'sureButWrong' });
    if (tag === 'guess' && status === 1) disagreements.push({ index, kind: 'guessedRight' });
  });
  return { byTag, disagreements };
}
