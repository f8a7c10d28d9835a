import Ajv from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
export interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
}

/** An OpenAPI 3.0 schema as JSON Schema: references inlined, `nullable` as a null alternative. */
function jsonSchemaOf(schema: unknown, doc: OpenApiDoc): unknown {
  if (Array.isArray(schema)) return schema.map((s) => jsonSchemaOf(s, doc));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, nullable, ...rest } = schema as Schema;
  if (typeof $ref === 'string') return jsonSchemaOf(doc.components.schemas[$ref.split('/').pop()!], doc);
  const converted = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, jsonSchemaOf(v, doc)]));
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

/**
 * `conforms(method, path, status, body)`: the answer, checked against what the document declares for its path,
 * method and status (the web apps' types are generated from those declarations).
 */
export function conformanceTo(doc: OpenApiDoc) {
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  return function conforms(method: string, path: string, status: number, body: unknown): void {
    const schema = doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    expect({ call: `${method} ${path} ${status}`, declared: !!schema }).toEqual(
      expect.objectContaining({ declared: true }),
    );
    const validate = ajv.compile(jsonSchemaOf(schema, doc) as Schema);
    expect({ call: `${method} ${path}`, errors: validate(body) ? null : validate.errors }).toEqual({
      call: `${method} ${path}`,
      errors: null,
    });
  };
}
