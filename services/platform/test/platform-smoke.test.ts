import { startTestApp, type TestApp } from '@exam/testing';
import { PlatformModule } from '../src/platform.module';

describe('the embedded platform', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => PlatformModule.forRoot(c))));
  afterAll(() => t.close());

  it('mounts every service on one bus and one database server, and reports ready', async () => {
    const health = await t.http().get('/api/health').expect(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.databases.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining([
        `${t.config.MONGO_DB_PREFIX}_identity`,
        `${t.config.MONGO_DB_PREFIX}_catalog`,
        `${t.config.MONGO_DB_PREFIX}_attempts`,
        `${t.config.MONGO_DB_PREFIX}_billing`,
      ]),
    );
    expect(health.body.bus.kind).toBe(t.config.KAFKA_BROKERS ? 'kafka' : 'in-process');
    // One entitlements projector (@exam/access) runs once for each service database that keeps the read model
    const entitlements = health.body.projectors.filter((n: string) => n.endsWith('.entitlements'));
    expect(entitlements.sort()).toEqual(['attempts.entitlements', 'catalog.entitlements']);
  });

  it('publishes the event contracts for analysts as AsyncAPI and JSON Schema', async () => {
    const doc = await t.http().get('/api/events/asyncapi.json').expect(200);
    expect(doc.body.asyncapi).toBe('3.0.0');
    // (the addresses this deployment uses: with its BUS_NAMESPACE, empty in production)
    const ns = t.config.BUS_NAMESPACE ?? '';
    expect(Object.values(doc.body.channels).map((c) => (c as { address: string }).address)).toEqual(
      expect.arrayContaining(
        ['identity.events', 'catalog.events', 'attempts.events', 'billing.events'].map((a) => ns + a),
      ),
    );
    const index = await t.http().get('/api/events').expect(200);
    expect(index.body).toMatchObject({
      asyncapi: '/api/events/asyncapi.json',
      schemas: '/api/events/schemas',
      analystTopics: ['identity.events', 'catalog.events', 'attempts.events', 'billing.events'],
      internalTopics: ['identity.internal', 'catalog.internal', 'attempts.internal'],
    });
    // the version with contact details stays published (older messages carry it); the current one has none
    const v1 = await t.http().get('/api/events/schemas/UserRegistered/1').expect(200);
    expect(v1.body.properties.payload.required).toEqual(expect.arrayContaining(['userId', 'email']));
    expect(v1.body.deprecated).toBe(true);
    const v2 = await t.http().get('/api/events/schemas/UserRegistered/2').expect(200);
    expect(Object.keys(v2.body.properties.payload.properties)).not.toContain('email');
    await t.http().get('/api/events/schemas/UserRegistered/9').expect(404);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.http().get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Cannot GET /api/nothing-here' });
  });
});
