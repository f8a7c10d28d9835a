/**
 * One analyst topic per service, keyed per event type by the aggregate whose order matters (see each
 * event's `key`). Analysts may be given these: no contact details, browser ids, answer keys or learners'
 * chosen options travel on them.
 */
export const TOPICS = {
  identity: 'identity.events',
  catalog: 'catalog.events',
  attempts: 'attempts.events',
  billing: 'billing.events',
} as const;

/**
 * What the services need from each other (or from themselves) that analysts must not read: contact
 * details, answer keys, the options a learner chose. Never handed to analysts.
 */
export const INTERNAL_TOPICS = {
  identity: 'identity.internal',
  catalog: 'catalog.internal',
  attempts: 'attempts.internal',
} as const;

export type AnalystTopic = (typeof TOPICS)[keyof typeof TOPICS];
export type InternalTopic = (typeof INTERNAL_TOPICS)[keyof typeof INTERNAL_TOPICS];
export type Topic = AnalystTopic | InternalTopic;

export const ANALYST_TOPICS: readonly AnalystTopic[] = Object.values(TOPICS);
export const ALL_TOPICS: readonly Topic[] = [...ANALYST_TOPICS, ...Object.values(INTERNAL_TOPICS)];

export function isInternalTopic(topic: string): boolean {
  return (Object.values(INTERNAL_TOPICS) as string[]).includes(topic);
}

/** Where a consumer group parks an event that keeps failing. */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}
