export { FlipBook, preloadFlipBook, type FlipBookProps } from './flip-book';
