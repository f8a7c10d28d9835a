/** How sure the learner is of an answer (issue 32); the server takes it with the answers. */
export type ConfidenceTag = 'sure' | 'fifty' | 'guess';

/** The tags in order, with their label and key (S, F, G). */
export const CONFIDENCE_TAGS: ReadonlyArray<{ tag: ConfidenceTag; label: string; key: string }> = [
  { tag: 'sure', label: 'Sure', key: 'S' },
  { tag: 'fifty', label: '50-50', key: 'F' },
  { tag: 'guess', label: 'Guess', key: 'G' },
];

/** The tag a key stands for (any case), if any. */
export const tagOfKey = (key: string): ConfidenceTag | null =>
  CONFIDENCE_TAGS.find((t) => t.key === key.toUpperCase())?.tag ?? null;

/** Inputs that take no typed text: a key pressed on a chosen option (a radio) is still a shortcut. */
const NOT_TYPED_IN = ['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'];

/** True while the learner types in a field: single-key shortcuts (S, F, G…) stay out of the way. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !NOT_TYPED_IN.includes(target.type)));
