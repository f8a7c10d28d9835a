/**
 * One account per address, however it is spelt (issue 35): an address is normalised before it is looked up
 * or claimed (NFKC folds fullwidth and compatibility letters, then lowercase), and an address a person
 * could not tell apart from another one is refused: invisible characters anywhere, or a local part or a
 * domain label mixing alphabets (a Cyrillic 'е' among Latin letters).
 */
export const LOOKALIKE_EMAIL_MESSAGE =
  'This email address has invisible or mixed-alphabet characters. Please type it again.';

/** Spec section 5 (trimmed, lowercased), after Unicode compatibility normalisation. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** Characters that show nothing (zero-width, soft hyphen, joiners, direction marks) or are controls. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/u;

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Ethiopic',
  'Cherokee',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
].map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')] as const);
const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** Unicode TR 39's "highly restrictive" mixes: the ways Japanese, Chinese and Korean are written. */
const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The scripts a piece of text writes in (digits, punctuation and combining marks belong to none). */
function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const ch of text) {
    if (SHARED.test(ch)) continue;
    found.add(SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? `other:${ch}`);
  }
  return found;
}

function isSingleScript(text: string): boolean {
  const scripts = scriptsOf(text);
  return scripts.size <= 1 || ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.has(s)));
}

/** Whether a (normalised) address carries invisible characters or mixes alphabets within a part. */
export function isLookalikeEmail(email: string): boolean {
  if (INVISIBLE.test(email)) return true;
  const at = email.lastIndexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at), ...email.slice(at + 1).split('.')];
  return !parts.every(isSingleScript);
}

/** What two addresses a person would read as one have in common: invisible characters dropped. */
export function emailCollisionKey(email: string): string {
  return normalizeEmail(email).replace(new RegExp(INVISIBLE.source, 'gu'), '');
}
