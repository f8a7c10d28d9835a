import { describe, expect, it } from 'vitest';
import account from '@/locales/hi/account.json';
import quizzes from '@/locales/hi/quizzes.json';

/**
 * The subjects learners meet: the spec's four (section 2.4) and the others of the catalogue (the demo content's
 * divisions: Udbodh, Bauddha Dakshata, Business Wisdom, Kye Bye). The quiz list (cards, Subject filter) and the
 * dashboard (By subject, the chart) name them through these namespaces: each must read in Hindi.
 */
const SUBJECTS = [
  'Detailed News Analysis',
  'Current Affairs',
  'NCERT - AEP',
  'Mock Tests',
  'General Science',
  'General Knowledge',
  'History',
  'Geography',
  'Economy',
  'Civics',
  'Environment',
  'Business Studies',
];

describe('subject names in Hindi', () => {
  it.each([
    ['quizzes', quizzes],
    ['account', account],
  ])('the %s namespace names every subject', (_ns, texts: Record<string, string>) => {
    expect(SUBJECTS.filter((s) => !texts[s])).toEqual([]);
  });
});
