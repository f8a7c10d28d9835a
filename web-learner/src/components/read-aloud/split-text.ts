/** Longest chunk spoken at once: short enough that Chrome never stops mid-utterance (it does after ~15 s). */
export const MAX_CHUNK_CHARS = 200;

// Sentence ends (including the Devanagari danda '।' and '॥'), then weaker breaks, then any space.
const SENTENCE_END = /(?<=[.!?।॥])\s+/u;
const WEAK_BREAK = /(?<=[,;:])\s+/u;

function splitBy(text: string, pattern: RegExp, max: number, next: (part: string) => string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of text.split(pattern)) {
    if (part.length > max) {
      if (current) out.push(current);
      current = '';
      out.push(...next(part));
    } else if (!current) current = part;
    else if (current.length + 1 + part.length <= max) current = `${current} ${part}`;
    else {
      out.push(current);
      current = part;
    }
  }
  if (current) out.push(current);
  return out;
}

function splitWords(text: string, max: number): string[] {
  return splitBy(text, /\s+/u, max, (word) => word.match(new RegExp(`.{1,${max}}`, 'gsu')) ?? []);
}

/**
 * Splits text into chunks of at most `max` characters at punctuation: sentence ends first, then commas and
 * semicolons, then spaces; short pieces are joined back so speech does not stop after every clause.
 */
export function splitIntoChunks(text: string, max = MAX_CHUNK_CHARS): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  return splitBy(clean, SENTENCE_END, max, (sentence) =>
    splitBy(sentence, WEAK_BREAK, max, (clause) => splitWords(clause, max)),
  );
}
