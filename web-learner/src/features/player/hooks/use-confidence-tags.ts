import { useCallback, useState } from 'react';
import type { ConfidenceTag } from '@/components/learning/confidence';

export type Tags = (ConfidenceTag | null)[];

/**
 * The learner's confidence tag per question (issue 32). The practice player judges the first choice at once,
 * so a tag can be set or changed only until the question's answer is recorded: after that it is final.
 */
export function useConfidenceTags(count: number, initial?: Tags) {
  const [tags, setTags] = useState<Tags>(() => Array.from({ length: count }, (_, i) => initial?.[i] ?? null));
  const setTag = useCallback((index: number, tag: ConfidenceTag | null) => {
    setTags((prev) => {
      if (prev[index] === tag) return prev;
      const next = prev.slice();
      next[index] = tag;
      return next;
    });
  }, []);
  return { tags, setTag };
}

export type ConfidenceTags = ReturnType<typeof useConfidenceTags>;

/** The answers as sent to completequiz: the first choice, and the tag when there is one. */
export const answersWithTags = (firstChoices: readonly (number | null)[], tags: Tags) =>
  firstChoices.map((option, i) => (tags[i] ? { option, confidence: tags[i] } : { option }));
