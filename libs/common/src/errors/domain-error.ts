/**
 * What a command or query handler raises when a rule says no. Handlers know nothing of HTTP: the one
 * exception filter (JsonExceptionFilter) maps the kind to a status and answers `{statusCode, message,
 * ...details}`, with the spec's message as given.
 */
export type DomainErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-many' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Extra fields of the answer, e.g. `{ reason: 'premium' }` for the learner app's dialogs. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  unavailable: 503,
};

export const invalid = (message: string) => new DomainError('invalid', message);
export const forbidden = (message: string, details?: Record<string, unknown>) =>
  new DomainError('forbidden', message, details);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
