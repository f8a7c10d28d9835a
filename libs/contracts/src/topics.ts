/** One topic per service, keyed by aggregate id so one aggregate's events stay in order. */
export const TOPICS = {
  identity: 'identity.events',
  catalog: 'catalog.events',
  attempts: 'attempts.events',
  billing: 'billing.events',
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export const ALL_TOPICS: readonly Topic[] = Object.values(TOPICS);

/** Where a consumer group parks an event that keeps failing. */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}
