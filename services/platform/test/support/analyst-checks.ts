import { forbiddenOnAnalystTopics } from '@exam/contracts';

/** What a learner gave at registration and what a quiz keeps secret: none of it may reach an analyst. */
export interface Secrets {
  emails: string[];
  phones: string[];
  answerKeys: number[][];
}

const EMAIL = /[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i;
/** Ten to thirteen digits, maybe with a +, spaces or dashes: an Indian mobile number, say. */
const PHONE = /^\+?[\d\s-]{10,16}$/;

/**
 * Why a value on an analyst topic looks private: a field whose name or value looks like an email, a
 * phone number or an answer key (a known quiz's key, or a list of options chosen beside their verdicts).
 */
export function privateFields(payload: unknown, secrets: Secrets, path = ''): string[] {
  if (Array.isArray(payload)) {
    const asKey = payload.every((v) => typeof v === 'number');
    const leaks = asKey && secrets.answerKeys.some((k) => k.length > 1 && sameList(k, payload as number[]));
    return [
      ...(leaks ? [`${path}: a quiz's answer key`] : []),
      ...payload.flatMap((v) => privateFields(v, secrets, `${path}[]`)),
    ];
  }
  if (payload && typeof payload === 'object')
    return Object.entries(payload).flatMap(([name, value]) => {
      const at = path ? `${path}.${name}` : name;
      const named = forbiddenOnAnalystTopics(name, path !== '').map((what) => `${at}: named like ${what}`);
      return [...named, ...privateFields(value, secrets, at)];
    });
  if (typeof payload !== 'string') return [];
  const digits = payload.replace(/\D/g, '');
  return [
    ...(EMAIL.test(payload) || secrets.emails.some((e) => payload.includes(e)) ? [`${path}: an email`] : []),
    ...((PHONE.test(payload) && digits.length >= 10) || secrets.phones.some((p) => payload.includes(p))
      ? [`${path}: a phone number`]
      : []),
  ];
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
