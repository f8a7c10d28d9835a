import type { ConfidenceTag } from '@exam/contracts';
import type { SavedResponse } from '../domain/responses';

/**
 * A session's responses as stored: a few strings of one character per question (and the seconds joined),
 * not an array of objects. FerretDB rewrites a whole document on every update and spends most of it on the
 * document's fields and array elements (see answer-codec); a session is updated with every batch of saves.
 */
export interface StoredResponses {
  /** 'A'-'Z' the saved option, '-' none. */
  options: string;
  /** '-' never opened, 'v' opened, 'm' marked for review. */
  flags: string;
  /** 's' Sure, 'f' 50-50, 'g' Guess, '-' none. */
  confidence: string;
  /** Seconds spent per question, comma-separated. */
  seconds: string;
}

const FIRST = 'A'.charCodeAt(0);
const TAG_CHAR: Record<ConfidenceTag, string> = { sure: 's', fifty: 'f', guess: 'g' };
const CHAR_TAG: Record<string, ConfidenceTag> = { s: 'sure', f: 'fifty', g: 'guess' };

export function encodeResponses(responses: readonly SavedResponse[]): StoredResponses {
  return {
    options: responses.map((r) => (r.option === null ? '-' : String.fromCharCode(FIRST + r.option))).join(''),
    flags: responses.map((r) => (r.marked ? 'm' : r.visited ? 'v' : '-')).join(''),
    confidence: responses.map((r) => (r.confidence ? TAG_CHAR[r.confidence] : '-')).join(''),
    seconds: responses.map((r) => Math.round(r.seconds)).join(','),
  };
}

export function decodeResponses(stored: StoredResponses, count: number): SavedResponse[] {
  const seconds = stored.seconds ? stored.seconds.split(',').map(Number) : [];
  return Array.from({ length: count }, (_, i) => {
    const o = stored.options[i] ?? '-';
    const flag = stored.flags[i] ?? '-';
    const tag = CHAR_TAG[stored.confidence[i] ?? '-'];
    return {
      option: o === '-' ? null : o.charCodeAt(0) - FIRST,
      marked: flag === 'm',
      ...(tag ? { confidence: tag } : {}),
      visited: flag !== '-',
      seconds: seconds[i] ?? 0,
    };
  });
}
