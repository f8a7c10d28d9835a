import { startTestApp, type TestApp } from '@exam/testing';
import { PlatformModule } from '../src/platform.module';

/** The catalog inside the embedded platform: identity's real accounts and sessions, the seeded admin. */
describe('catalog in the embedded platform', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => PlatformModule.forRoot(c))));
  afterAll(() => t.close());

  async function loginAs(email: string, password: string): Promise<string> {
    const res = await t
      .http()
      .post('/api/users/login')
      .send({ email, password, uniqueBrowserId: `b-${email}` })
      .expect(200);
    return res.body.token as string;
  }

  async function newLearner(): Promise<string> {
    const email = `meera.${Date.now()}@example.com`;
    await t
      .http()
      .post('/api/users/register')
      .send({
        name: 'Meera Nair',
        classs: 'Already passed 12th',
        email,
        mobile: '9123456780',
        state: 'Kerala',
        city: 'Kochi',
        password: 'Meera@1234',
      })
      .expect(201);
    const mails = await t.http().get('/api/dev/mails').query({ to: email }).expect(200);
    const otp = /\b(\d{6})\b/.exec(mails.body[0].text)![1];
    await t.http().post('/api/users/verificationcheck').send({ email, otp }).expect(200);
    return loginAs(email, 'Meera@1234');
  }

  it('lets the admin publish a bilingual quiz, and a new learner gets 403 premium on it and the questions of a free one', async () => {
    const admin = await loginAs(t.config.ADMIN_EMAIL!, t.config.ADMIN_PASSWORD!);
    const question = {
      question: 'Who appoints the Governor of a State?',
      question_in_hindi: 'किसी राज्य के राज्यपाल की नियुक्ति कौन करता है?',
      options: ['The Chief Minister', 'The President'],
      options_hindi: ['मुख्यमंत्री', 'राष्ट्रपति'],
      correct_answer: 'The President',
    };
    const base = { subject: 'Current Affairs', division: 'Abhyudaya', questions: [question] };
    const ids: Record<string, string> = {};
    for (const [key, difficulty] of [
      ['premium', 'Premium Quiz'],
      ['free', 'Free Exploratory Quiz'],
    ]) {
      const made = await t
        .http()
        .post('/api/admin/quizzes')
        .auth(admin, { type: 'bearer' })
        .send({ ...base, name: `Platform ${key}`, difficulty })
        .expect(201);
      await t
        .http()
        .post(`/api/admin/quizzes/${made.body.id}/publish`)
        .auth(admin, { type: 'bearer' })
        .expect(201);
      ids[key] = made.body.id;
    }

    const learner = await newLearner();
    const refused = await t
      .http()
      .post('/api/quizs/getquizbyid')
      .auth(learner, { type: 'bearer' })
      .send({ quizid: ids.premium })
      .expect(403);
    expect(refused.body.reason).toBe('premium');
    const served = await t
      .http()
      .post('/api/quizs/getquizbyid')
      .auth(learner, { type: 'bearer' })
      .send({ quizid: ids.free })
      .expect(200);
    expect(served.body.questions[0]).toMatchObject({
      options_hindi: ['मुख्यमंत्री', 'राष्ट्रपति'],
      correct_answer_hindi: 'राष्ट्रपति',
    });
    await t.http().get('/api/admin/quizzes').auth(learner, { type: 'bearer' }).expect(403);
  });
});
