export { BilingualColumns, MissingNote } from './bilingual-columns';
export { EnglishPrevailsNote, ENGLISH_PREVAILS } from './english-prevails-note';
