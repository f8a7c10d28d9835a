export { KeyStatusPanel } from './components/key-status-panel';
export { ChallengeKeyButton } from './components/challenge-key-button';
export { KeyNotices } from './components/key-notices';
