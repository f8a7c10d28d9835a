export { FlipBook, type FlipBookProps } from './flip-book';
