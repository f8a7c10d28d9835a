import {
  BadRequestException,
  ValidationError,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationPipeOptions,
} from '@nestjs/common';
import { rememberValidationMetadata } from './validation-metadata-cache';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    // class-validator runs decorators bottom-up; reversed, the top-most failing decorator comes first.
    const own = Object.values(e.constraints ?? {}).reverse();
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** Unknown fields are dropped; the first broken rule, reading a DTO's decorators top-down, becomes the message. */
export function createValidationPipe(): ValidationPipe {
  rememberValidationMetadata();
  return new QueryMemoValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors)[0] ?? 'Invalid input'),
  });
}

/** Per DTO class: the body lists that a check of their own accepts whole (see CheckedWhole). */
const wholeLists = new Map<unknown, Array<{ key: string; accepts: (list: unknown[]) => boolean }>>();

/**
 * Marks a body list of plain items (a quiz's 100 answers) that `accepts` checks item by item. A list it
 * accepts is handed to the handler as it came, and class-transformer's copy of it and the pipe's walks over
 * it are skipped: with them, a completion's body of 100 answers took 0.128 ms of CPU to validate, without
 * them 0.040 ms. `accepts` must be at least as strict as the property's validation decorators; a list it
 * refuses goes the usual way, and those decorators answer it with their message.
 */
export function CheckedWhole(accepts: (list: unknown[]) => boolean): PropertyDecorator {
  return (target, key) => {
    const dto = target.constructor;
    wholeLists.set(dto, [...(wholeLists.get(dto) ?? []), { key: String(key), accepts }]);
  };
}

/** Validated queries (and small bodies) remembered per DTO class; past this many, the class's memory starts over. */
const MEMO_MAX = 1_000;

/** DTO classes whose bodies are small and plain (see ValidatedOncePerValue). */
const memoizedBodies = new WeakSet<object>();
/** A body memoized: at most this many fields, each a string, number, boolean or null, this long in JSON. */
const MEMO_BODY_MAX_FIELDS = 8;
const MEMO_BODY_MAX_CHARS = 512;

/**
 * Marks a request body DTO of a few plain fields (getquizbyid's `{quizid}`) to be validated once per distinct
 * body, as queries are: the ValidationPipe on `{quizid}` was about 12 % of a learner's getquizbyid (measured
 * with --cpu-prof). Only for bodies that carry no secret (the memory keeps each body's JSON) and whose
 * decorators' answer depends on the value alone.
 */
export function ValidatedOncePerValue(): ClassDecorator {
  return (target) => {
    memoizedBodies.add(target);
  };
}

const isSmallPlainBody = (value: object): boolean => {
  const fields = Object.values(value);
  return (
    fields.length <= MEMO_BODY_MAX_FIELDS &&
    fields.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
  );
};

/** A copy of a remembered instance: each call gets its own, so a handler changing it changes no other. */
const copyOf = (instance: object): object =>
  Object.assign(Object.create(Object.getPrototypeOf(instance) as object | null) as object, instance);

/**
 * A query DTO (a GET's filters) validated once per distinct query: the hot GET lists repeat a few queries
 * thousands of times, and class-transformer plus class-validator cost more than the cached answer they guard
 * (about a third of a learner list's CPU under load, measured with --cpu-prof). Each call gets its own shallow
 * copy of the valid instance; an invalid query is validated (and refused) every time. Bodies marked
 * ValidatedOncePerValue are remembered the same way; other bodies and params are validated as before.
 */
class QueryMemoValidationPipe extends ValidationPipe {
  private readonly valid = new Map<unknown, Map<string, object>>();

  constructor(options: ValidationPipeOptions) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { type, metatype } = metadata;
    if (!metatype || !value || typeof value !== 'object' || Array.isArray(value))
      return type === 'body' ? this.transformBody(value, metadata) : super.transform(value, metadata);
    if (type === 'query') return this.memoized(value, metadata, JSON.stringify(value));
    if (type !== 'body') return super.transform(value, metadata);
    // Every body not remembered (unmarked, not small and plain, or too long) takes the one body path.
    const key = memoizedBodies.has(metatype) && isSmallPlainBody(value) ? JSON.stringify(value) : '';
    if (!key || key.length > MEMO_BODY_MAX_CHARS) return this.transformBody(value, metadata);
    return this.memoized(value, metadata, key);
  }

  /** The valid instance remembered for this key, or the pipe's own answer (remembered when valid). */
  private async memoized(value: object, metadata: ArgumentMetadata, key: string): Promise<unknown> {
    const hit = this.valid.get(metadata.metatype)?.get(key);
    if (hit) return copyOf(hit);
    const out: unknown = await super.transform(value, metadata);
    // Only what the pipe turned into a DTO instance (not a value it let through as is).
    if (out && typeof out === 'object' && out !== value) {
      let known = this.valid.get(metadata.metatype);
      if (!known) this.valid.set(metadata.metatype, (known = new Map()));
      if (known.size >= MEMO_MAX) known.clear();
      known.set(key, copyOf(out));
    }
    return out;
  }

  /** A body with lists checked whole (CheckedWhole) is validated with only their first item each. */
  private async transformBody(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const lists = wholeLists.get(metadata.metatype);
    if (!lists || !value || typeof value !== 'object' || Array.isArray(value))
      return super.transform(value, metadata);
    const body = value as Record<string, unknown>;
    const kept = lists
      .filter(({ key, accepts }) => Array.isArray(body[key]) && accepts(body[key] as unknown[]))
      .map(({ key }) => [key, body[key] as unknown[]] as const);
    if (!kept.length) return super.transform(value, metadata);
    const out = (await super.transform(
      { ...body, ...Object.fromEntries(kept.map(([key, list]) => [key, list.slice(0, 1)])) },
      metadata,
    )) as Record<string, unknown>;
    for (const [key, list] of kept) out[key] = list;
    return out;
  }
}
