import { startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { emptyProfile } from '../src/profile/projections/learner-profile';
import { loggedInAdmin, login, registerVerified, registrationPayload } from './support/identity-fixtures';

const LOOKALIKE = 'This email address has invisible or mixed-alphabet characters. Please type it again.';
const fullwidth = (s: string) =>
  [...s].map((c) => (/[a-z0-9]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');

/** Issue 35, item 8: one account per address, however it is spelt. */
describe('lookalike and invisible characters in emails', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => IdentityAppModule.forRoot(c))));
  afterAll(() => t.close());

  const register = (email: string) =>
    t.http().post('/api/users/register').send(registrationPayload({ email }));

  it('normalises a fullwidth address (NFKC, lowercased) to the account it spells', async () => {
    // The seeded admin, spelt in fullwidth letters, is the admin's address: taken
    const admin = await register(fullwidth('admin') + '@example.com');
    expect(admin.status).toBe(409);

    const learner = await registerVerified(t);
    const [local, domain] = learner.email.split('@');
    expect((await register(`${fullwidth(local)}@${domain.toUpperCase()}`)).status).toBe(409);
    // And logging in with the fullwidth spelling reaches the same account
    expect((await login(t, `${fullwidth(local)}@${domain}`, learner.password)).status).toBe(200);
  });

  it.each([
    ['a Cyrillic е among Latin letters', 'admіn.lookalike@example.com'],
    ['a Cyrillic а in the domain', 'learner@exаmple.com'],
    ['a zero-width space', 'ad\u200bmin@example.com'],
    ['a soft hyphen', 'le\u00adarner@example.com'],
  ])('refuses %s with a clear 400', async (_name, email) => {
    const res = await register(email);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LOOKALIKE);
  });

  it('refuses a mix of two scripts in one part, and accepts an address whose parts are each in one', async () => {
    expect((await register('परीक्षा.sharma@example.com')).status).toBe(400);
    expect((await register('परीक्षा@उदाहरण.भारत')).status).toBe(201);
  });

  it('flags existing accounts that collide after normalisation, or carry lookalike characters, in the console', async () => {
    // Given accounts stored before emails were normalised (written straight into the read model)
    const profiles = t.db('identity').collection('learner_profiles');
    const legacy = (id: string, email: string) =>
      profiles.insertOne({ ...emptyProfile(id), _id: id as never, v: 1, name: `Legacy ${id}`, email });
    await legacy('legacy-plain', 'ravi.collide@example.com');
    await legacy('legacy-wide', `${fullwidth('ravi')}.collide@example.com`);
    await legacy('legacy-cyr', 'rаvi.other@example.com');
    await legacy('legacy-fine', 'ravi.fine@example.com');
    const admin = await loggedInAdmin(t);

    // When the admin lists flagged accounts
    const res = await t
      .http()
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ flagged: true }) })
      .auth(admin.token, { type: 'bearer' })
      .expect(200);

    // Then the colliding pair and the lookalike are there, each saying why, and the plain one is not
    const flags = Object.fromEntries(
      res.body.map((u: { id: string; emailFlag: string }) => [u.id, u.emailFlag]),
    );
    expect(flags).toEqual({
      'legacy-plain': expect.stringMatching(/^Same address as /),
      'legacy-wide': expect.stringMatching(/^Same address as /),
      'legacy-cyr': 'Invisible or mixed-alphabet characters',
    });
    expect(res.headers['x-total-count']).toBe('3');
  });
});
