import { startTestApp, type TestApp } from '@exam/testing';
import { PlatformModule } from '../src/platform.module';
import { documentWithoutServer } from '../../../scripts/openapi/write-document';

interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

/** Issue 15, item 8: the OpenAPI document describes every answer each call can give. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let operations: { method: string; path: string; op: Operation }[];
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await startTestApp((c) => PlatformModule.forRoot(c));
    doc = (await t.http().get('/api/docs-json').expect(200)).body;
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path, op })),
    );
  });
  afterAll(() => t.close());

  const declared = (op: Operation) => Object.keys(op.responses).map(Number);
  const where = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;

  it('declares on every operation the answers any call can give, each error with the error body', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing = operations
      .filter(({ op }) => !(declared(op).includes(400) && declared(op).includes(503)))
      .map(where);
    expect(missing).toEqual([]);
    const withoutBody = operations.flatMap((o) =>
      Object.entries(o.op.responses)
        .filter(([code]) => Number(code) >= 400)
        .filter(([, r]) => r.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorBody')
        .map(([code]) => `${where(o)} ${code}`),
    );
    expect(withoutBody).toEqual([]);
    expect(doc.components.schemas.ErrorBody).toMatchObject({ required: ['statusCode', 'message'] });
  });

  it('declares 401 and 403 wherever a session is needed, 413 and 415 wherever a body is taken', () => {
    const secured = operations.filter(({ op }) => op.security?.length);
    expect(secured.length).toBeGreaterThan(20);
    expect(
      secured.filter(({ op }) => !declared(op).includes(401) || !declared(op).includes(403)).map(where),
    ).toEqual([]);
    const bodies = operations.filter(({ op }) => op.requestBody);
    expect(
      bodies.filter(({ op }) => !declared(op).includes(413) || !declared(op).includes(415)).map(where),
    ).toEqual([]);
  });

  it('declares 404 for every operation naming something by its path, and every path parameter', () => {
    const byPath = operations.filter(({ path }) => path.includes('{'));
    expect(byPath.filter(({ op }) => !declared(op).includes(404)).map(where)).toEqual([]);
    const undeclared = byPath.flatMap((o) =>
      [...o.path.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .filter((name) => !o.op.parameters?.some((p) => p.in === 'path' && p.name === name))
        .map((name) => `${where(o)} ${name}`),
    );
    expect(undeclared).toEqual([]);
    expect(doc.paths['/api/media/{bucket}/{key}'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'key' })]),
    );
  });

  // The web apps' types (npm run api:types) come from the document read without a server: the served one.
  it("is the same document when read without a server, as the web apps' types are generated", async () => {
    const unserved = await documentWithoutServer(t.config);
    expect(unserved.paths).toEqual(doc.paths);
    expect(unserved.components).toEqual(doc.components);
  });

  it('declares the answers of the login call: wrong input, disabled, conflict, and throttling', () => {
    const login = doc.paths['/api/users/login'].post;
    expect(declared(login)).toEqual(expect.arrayContaining([400, 403, 409, 429, 503]));
    expect(declared(login)).not.toContain(401);
  });

  it('says storeTimeSpent takes seconds as numbers (or entries naming their question), never strings', () => {
    const schema = doc.components.schemas.StoreTimeSpentRequestDto as {
      properties: { durations: { type: string; items: { oneOf: Array<{ type: string }> } } };
    };
    expect(schema.properties.durations.type).toBe('array');
    expect(schema.properties.durations.items.oneOf.map((s) => s.type)).toEqual(['number', 'object']);
  });
});
