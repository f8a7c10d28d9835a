import type { OpenAPIObject } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

type Property = SchemaObject | ReferenceObject;

/**
 * An answer's object schema in the OpenAPI document, every property required but those named optional: the
 * web apps' types are generated from it (`npm run api:types`), so it says what is always sent.
 */
export function answerSchema(properties: Record<string, Property>, optional: string[] = []): SchemaObject {
  const required = Object.keys(properties).filter((k) => !optional.includes(k));
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The answer of calls that only say what happened: `{ message }`. */
export const MESSAGE_ANSWER: SchemaObject = answerSchema({ message: { type: 'string' } });

/** Schemas given a name in the document's components (a named type in the web apps). */
const named = new Map<string, SchemaObject>();

/** Names a schema: the document lists it under components.schemas, and the answer refers to it. */
export function namedSchema(name: string, schema: SchemaObject): ReferenceObject {
  named.set(name, schema);
  return { $ref: `#/components/schemas/${name}` };
}

/** Adds the named answer schemas to a document's components. */
export function withNamedSchemas(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas ??= {};
  for (const [name, schema] of [...named].sort(([a], [b]) => a.localeCompare(b)))
    document.components.schemas[name] ??= schema;
  return document;
}
