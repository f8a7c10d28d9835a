const listeners = new Set<() => void>();

/** Lets a screen pause read-aloud without holding the button (spec 2.12: a click anywhere pauses speech). */
export function pauseReadAloud(): void {
  listeners.forEach((l) => l());
}

export function onPauseRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
