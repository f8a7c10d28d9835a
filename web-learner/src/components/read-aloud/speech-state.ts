/** Read-aloud states of spec section 4 (Speech). */
export type SpeechState = 'idle' | 'speaking' | 'paused';
export type SpeechEvent = 'play' | 'pause' | 'resume' | 'end' | 'reset';

/** idle → speaking (play) ⇄ paused (pause / resume); the end of the text, an error or a reset → idle. */
export function speechReducer(state: SpeechState, event: SpeechEvent): SpeechState {
  switch (event) {
    case 'play':
      return state === 'idle' ? 'speaking' : state;
    case 'pause':
      return state === 'speaking' ? 'paused' : state;
    case 'resume':
      return state === 'paused' ? 'speaking' : state;
    case 'end':
    case 'reset':
      return 'idle';
  }
}
