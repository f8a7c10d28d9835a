import { startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';

describe('rate limits, geo lists, health and docs', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await startTestApp((c) => IdentityAppModule.forRoot(c), { RATE_LIMIT_AUTH_PER_MINUTE: '3' })),
  );
  afterAll(() => t.close());

  it('answers 429 with a clear message after too many login attempts', async () => {
    const attempt = () =>
      t
        .http()
        .post('/api/users/login')
        .send({ email: 'x@example.com', password: 'nope', uniqueBrowserId: 'b' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it("serves India's states and a state's cities in the countries-service shape", async () => {
    const states = await t.http().get('/api/geo/states').expect(200);
    const names = states.body.data.states.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(36);
    expect(names).toEqual(expect.arrayContaining(['Maharashtra', 'Uttar Pradesh', 'Delhi', 'Ladakh']));
    const cities = await t.http().get('/api/geo/cities').query({ state: 'Maharashtra' }).expect(200);
    expect(cities.body.data).toEqual(expect.arrayContaining(['Pune', 'Nagpur']));
    await t.http().get('/api/geo/cities').query({ state: 'Atlantis' }).expect(404);
    await t.http().get('/api/geo/cities').expect(400);
  });

  it('reports the database and the bus as ready, and serves the OpenAPI document', async () => {
    const health = await t.http().get('/api/health').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', bus: { connected: true } });
    expect(health.body.databases).toEqual(
      expect.arrayContaining([expect.objectContaining({ state: 'connected' })]),
    );
    const docs = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining(['/api/users/register', '/api/users/login', '/api/users/getuserbyid/{userId}']),
    );
  });
});
