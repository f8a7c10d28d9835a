/**
 * A quiz as the console sends it (react-admin record): any of the content fields, `published` and
 * `createdAt`. A type, not a validated class: readQuizInput checks it and names the broken field.
 */
export type CreateQuizRequestDto = Record<string, unknown>;
