export { ReadAloudButton, SPEECH_UNSUPPORTED, type ReadAloudButtonProps } from './read-aloud-button';
export { pauseReadAloud } from './speech-bus';
