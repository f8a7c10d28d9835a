import {
  ExamSubmitted,
  INTERNAL_TOPICS,
  SubscriptionActivated,
  TOPICS,
  type EventEnvelope,
} from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { testToken, type TestApp } from '@exam/testing';

export const question = (n: number, over: Record<string, unknown> = {}) => ({
  question: `Which Article of the Constitution of India deals with the Election Commission? (${n})`,
  question_in_hindi: `भारत के संविधान का कौन-सा अनुच्छेद निर्वाचन आयोग से संबंधित है? (${n})`,
  options: ['Article 280', 'Article 324', 'Article 148', 'Article 315'],
  options_hindi: ['अनुच्छेद 280', 'अनुच्छेद 324', 'अनुच्छेद 148', 'अनुच्छेद 315'],
  correct_answer: 'Article 324',
  answer_explanation_in_english: 'Article 324 vests superintendence of elections in the Election Commission.',
  answer_explanation_in_hindi: 'अनुच्छेद 324 चुनावों का अधीक्षण निर्वाचन आयोग में निहित करता है।',
  ...over,
});

export const quizBody = (over: Record<string, unknown> = {}) => ({
  name: 'Polity: Constitutional Bodies',
  description: 'Election Commission, CAG, Finance Commission and UPSC.',
  difficulty: 'Premium Quiz',
  subject: 'Current Affairs',
  chapter: '',
  division: 'Abhyudaya',
  classs: 'Already passed 12th',
  questions: [question(1), question(2, { correct_answer: 'Article 148', correct_answer_hindi: 'अनुच्छेद 148' })],
  ...over,
});

export async function tokens(t: TestApp) {
  return {
    editor: (await testToken(t, { role: 'editor' })).token,
    admin: (await testToken(t, { role: 'admin' })).token,
    learner: await testToken(t),
  };
}

/** Creates (and by default publishes) a quiz through the content API; answers its admin record. */
export async function createQuiz(
  t: TestApp,
  editor: string,
  over: Record<string, unknown> = {},
  { publish = true, resource = 'quizzes' } = {},
) {
  const created = await t
    .http()
    .post(`/api/admin/${resource}`)
    .auth(editor, { type: 'bearer' })
    .send(quizBody(over))
    .expect(201);
  if (!publish) return created.body;
  const published = await t
    .http()
    .post(`/api/admin/${resource}/${created.body.id}/publish`)
    .auth(editor, { type: 'bearer' })
    .expect(201);
  return published.body;
}

/** Records every catalog event from the beginning of the topic (Kafka or in-process alike). */
export async function recordCatalogEvents(t: TestApp, group: string): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  await t.app.get<EventBus>(EVENT_BUS).subscribe({
    groupId: group,
    topics: [TOPICS.catalog, INTERNAL_TOPICS.catalog],
    handle: async (e) => {
      seen.push(e);
    },
  });
  return seen;
}

export const daysAgoIso = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** What billing publishes when a learner's Monthly Abhyudaya plan starts today. */
export function monthlyActivated(
  subscriptionId: string,
  userId: string,
  accessibleContent: string[] = ['Current Affairs'],
) {
  return SubscriptionActivated.create(subscriptionId, {
    subscriptionId,
    userId,
    planId: 'plan-monthly',
    planName: 'Abhyudaya Monthly',
    billingCycle: 'Monthly',
    status: 'active',
    startedAt: daysAgoIso(0),
    nextBillingAt: daysAgoIso(-30),
    accessibleContent,
    paidfor: 'Abhyudaya-Already passed 12th',
    referralCode: `REF${subscriptionId.slice(-2)}`,
  });
}

/** Attempts tells that a learner submitted their session of an exam (the fields catalog reads; no answers). */
export function examSubmitted(t: TestApp, userId: string, quiz: { id: string; name: string }, live: boolean) {
  return t.app.get<EventBus>(EVENT_BUS).publish([
    ExamSubmitted.create(`${userId}:${quiz.id}`, {
      sessionId: `s-${userId}`,
      userId,
      quizId: quiz.id,
      quizName: quiz.name,
      auto: false,
      ranked: true,
      live,
      startedAt: new Date().toISOString(),
      submittedAt: new Date().toISOString(),
      questionCount: 5,
      attemptedQuestions: 0,
      correctAnswers: 0,
      wrongAnswers: 0,
      score: 0,
      sections: [],
      responses: [],
    }),
  ]);
}
