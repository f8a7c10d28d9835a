export { BilingualColumns, MissingNote } from './bilingual-columns';
export { EnglishPrevailsNote, ENGLISH_PREVAILS } from './english-prevails-note';
export { BothExplanation, BothOption, BothQuestionText } from './both-parts';
