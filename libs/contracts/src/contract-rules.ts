import { z } from 'zod';
import type { EventDefinition } from './envelope';
import { INDIA_TIME_ZONE, MONEY_UNIT } from './fields';
import { isInternalTopic } from './topics';

/**
 * The rules of the event contract (issue 37), read from each event's published JSON Schema, so an event
 * added later is held to them the moment it is registered (contract-rules.spec.ts runs them over the
 * registry; the Kafka contract test runs the value checks over real messages).
 */

/** A payload field, with its dotted path (array items as `[]`) and its JSON Schema. */
export interface FieldSchema {
  path: string;
  name: string;
  schema: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** Every field of a payload schema, nested objects and array items included. */
export function payloadFields(def: EventDefinition): FieldSchema[] {
  const out: FieldSchema[] = [];
  const walk = (schema: Json, path: string) => {
    for (const variant of (schema.anyOf as Json[] | undefined) ?? []) walk(variant, path);
    if (schema.items) walk(schema.items as Json, `${path}[]`);
    for (const [name, field] of Object.entries((schema.properties as Record<string, Json>) ?? {})) {
      const fieldPath = path ? `${path}.${name}` : name;
      out.push({ path: fieldPath, name, schema: field });
      walk(field, fieldPath);
    }
  };
  walk(z.toJSONSchema(def.payload, { unrepresentable: 'any' }) as Json, '');
  return out;
}

/** The schema of a field without its `null` alternative. */
function nonNull(schema: Json): Json {
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((t) => t !== 'null');
    return { ...schema, type: types.length === 1 ? types[0] : types };
  }
  const variants = (schema.anyOf as Json[] | undefined)?.filter((v) => v.type !== 'null');
  return variants?.length === 1 ? { ...schema, ...variants[0] } : schema;
}

const PERSON = "a person's name (use displayName where a feature shows one)";

/** Field names analysts must never receive: contact details, browser ids, answer keys, chosen options. */
const FORBIDDEN_ON_ANALYST_TOPICS: ReadonlyArray<[RegExp, string]> = [
  [/e-?mail/i, 'an email address'],
  [/phone|mobile|contact/i, 'a phone number'],
  [/^name$|^(first|last|full|user|learner)Name$/i, PERSON],
  [/browser|device|fingerprint/i, 'a browser id'],
  [/answerKey|correctOption|^key(s|At\w*|Now)?$/i, 'an answer key'],
  [
    /^(option|options|answers?|choices?|chosen\w*|selected\w*)$/i,
    "a learner's chosen option (with its verdict it is the key)",
  ],
];

/**
 * What a field's name says it holds that analysts must not read (nothing when it is fine). A nested `name`
 * names its object (an exam's section, say), not a person.
 */
export function forbiddenOnAnalystTopics(name: string, nested = false): string[] {
  return FORBIDDEN_ON_ANALYST_TOPICS.filter(
    ([pattern, what]) => pattern.test(name) && !(nested && what === PERSON),
  ).map(([, what]) => what);
}

/** One name per idea: names other events once used for what has a name now. */
const SYNONYMS: Readonly<Record<string, string>> = {
  classs: 'className',
  class: 'className',
  totalQuestions: 'questionCount',
  questionsLength: 'questionCount',
  numberOfQuestions: 'questionCount',
  index: 'questionIndex',
  plan: 'planId and planName',
  learnerId: 'userId',
  studentId: 'userId',
  amount: 'amountRupees',
  price: 'priceRupees',
};

export function contractViolations(def: EventDefinition): string[] {
  const where = `${def.type}@${def.version}`;
  const problems: string[] = [];
  const fields = payloadFields(def);
  const analyst = !isInternalTopic(def.topic);
  for (const { path, name, schema: raw } of fields) {
    const schema = nonNull(raw);
    const at = `${where} ${path}`;
    if (analyst) {
      for (const what of forbiddenOnAnalystTopics(name, path !== name))
        problems.push(`${at}: looks like ${what}, on an analyst topic`);
      // correctAnswers counts; a list or a string of the correct ones is the key.
      if (/^correct/i.test(name) && (schema.type === 'array' || schema.type === 'string'))
        problems.push(`${at}: looks like an answer key, on an analyst topic`);
    }
    if (SYNONYMS[name]) problems.push(`${at}: this idea is called ${SYNONYMS[name]} in the contract`);
    const instant = schema.format === 'date-time';
    if (instant && !name.endsWith('At')) problems.push(`${at}: an instant's name ends in At`);
    if (name.endsWith('At') && !instant)
      problems.push(`${at}: a name ending in At is an instant (date-time)`);
    const calendar = schema.format === 'date';
    if (calendar && !name.endsWith('Date')) problems.push(`${at}: a calendar date's name ends in Date`);
    if (name.endsWith('Date') && (!calendar || schema['x-time-zone'] !== INDIA_TIME_ZONE))
      problems.push(
        `${at}: a name ending in Date is a calendar date in ${INDIA_TIME_ZONE} (see calendarDate)`,
      );
    if (/amount|price|fee|cost|refund|rupee|paise/i.test(name) && schema.type === 'number') {
      if (!name.endsWith('Rupees') || schema['x-unit'] !== MONEY_UNIT)
        problems.push(`${at}: money is in rupees, named *Rupees (see rupees())`);
    }
    if (/paise/i.test(name)) problems.push(`${at}: money is in rupees everywhere, not paise`);
  }
  const names = new Set(fields.map((f) => f.path));
  for (const path of names)
    if (path.endsWith('planName') && !names.has(path.replace(/planName$/, 'planId')))
      problems.push(`${where} ${path}: a plan's display name goes beside its id (planId)`);
  return problems;
}

/** One name, one kind of value: the same field name with different JSON types in two current events. */
export function typeClashes(defs: readonly EventDefinition[]): string[] {
  const seen = new Map<string, { type: string; where: string }>();
  const clashes: string[] = [];
  for (const def of defs)
    for (const { name, schema } of payloadFields(def)) {
      const type = String(nonNull(schema).type ?? 'mixed');
      const where = `${def.type}@${def.version}`;
      const first = seen.get(name);
      if (!first) seen.set(name, { type, where });
      else if (first.type !== type)
        clashes.push(`${name}: ${first.type} in ${first.where} but ${type} in ${where}`);
    }
  return clashes;
}
