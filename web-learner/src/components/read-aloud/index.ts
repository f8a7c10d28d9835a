export { ReadAloudButton, type ReadAloudButtonProps } from './read-aloud-button';
