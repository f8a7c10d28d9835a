/** Vocabulary of the product specification, shared by every service and app. */
export const DIVISIONS = ['Udbodh', 'Bauddha Dakshata', 'Abhyudaya', 'Kye Bye', 'Business Wisdom'] as const;
export type Division = (typeof DIVISIONS)[number];

/** A quiz's category; the spec's API, the stored quizzes and the events carry it in the field `difficulty`. */
export const FREE_CATEGORY = 'Free Exploratory Quiz';
export const PREMIUM_CATEGORY = 'Premium Quiz';
export const CATEGORIES = [FREE_CATEGORY, PREMIUM_CATEGORY] as const;
export type Category = (typeof CATEGORIES)[number];

/** The landing page's subjects, in the order the spec lists them. */
export const SUBJECTS = {
  newsAnalysis: 'Detailed News Analysis',
  currentAffairs: 'Current Affairs',
  ncert: 'NCERT - AEP',
  mockTests: 'Mock Tests',
} as const;
/** Subjects the old-quiz rule applies to (spec section 4). */
export const OLD_QUIZ_RULE_SUBJECTS: readonly string[] = [SUBJECTS.newsAnalysis, SUBJECTS.currentAffairs];

export const CLASS_PASSED_12TH = 'Already passed 12th';
export const OPEN_SCHOOL_CODE = 'OpenSchool';
export const DEFAULT_DIVISION: Division = 'Abhyudaya';
/** Fixed registration values (spec sections 3 and 9). */
export const REGISTRATION_DEFAULTS = {
  school: 'Exam Prep Open School',
  schoolcode: 'Empty',
  section: 'Unavailable',
  paid: false,
  rollNumber: '',
  country: 'India',
} as const;

export const ROLES = ['learner', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Divisions whose attempts are recorded on start (spec section 4, quiz-taking). */
export const ATTEMPT_ON_START_DIVISIONS: readonly Division[] = ['Udbodh', 'Bauddha Dakshata', 'Abhyudaya'];

export const SUBSCRIPTION_STATUSES = [
  'created',
  'active',
  'warning',
  'cancelled',
  'completed',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The payment scope string of spec section 9, also the paidfor entry a subscription grants. */
export const ABHYUDAYA_SCOPE = `Abhyudaya-${CLASS_PASSED_12TH}`;

/** How a quiz is played: the practice player, or the timed exam screen (issue 31). */
export const QUIZ_MODES = ['practice', 'exam'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];
/** Subjects whose quizzes are exams unless an editor says otherwise (older quizzes carry no mode). */
export const EXAM_MODE_SUBJECTS: readonly string[] = [SUBJECTS.mockTests];
/** An exam without its own duration (older quizzes) gets this many minutes per question. */
export const DEFAULT_EXAM_MINUTES_PER_QUESTION = 1;
