import type { EventKey } from './envelope';

/**
 * The aggregates events are keyed by (the Kafka message key): each event type's key names the aggregate
 * whose events must be read in order, so that, say, a re-scoring is never read before the completion it changes.
 */
export const keyedBy = {
  user: { describes: 'the account: `<userId>`', of: (p: { userId: string }) => p.userId },
  quiz: { describes: 'the quiz: `<quizId>`', of: (p: { quizId: string }) => p.quizId },
  progress: {
    describes:
      "the learner's progress in one quiz: `<userId>:<quizId>` (its completions, re-scorings, notebook and bookmarks)",
    of: (p: { userId: string; quizId: string }) => `${p.userId}:${p.quizId}`,
  },
  subscription: {
    describes: "the subscription: `<subscriptionId>` (the provider's id)",
    of: (p: { subscriptionId: string }) => p.subscriptionId,
  },
  order: {
    describes: "the old-quiz order: `<orderId>` (the provider's id)",
    of: (p: { orderId: string }) => p.orderId,
  },
} satisfies Record<string, EventKey<never>>;
