/**
 * Every route of the learner app, spelled as the product specification spells it (sections 2.1 and 2.2).
 * Links and navigation use `getHref`; the router uses `path`.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  register: { path: '/register', getHref: () => '/register' },
  login: { path: '/login', getHref: () => '/login' },
  verification: { path: '/verification', getHref: () => '/verification' },
  forgotPassword: { path: '/forgotPassword', getHref: () => '/forgotPassword' },
  enterOtp: { path: '/enterOTP', getHref: () => '/enterOTP' },
  purchase: { path: '/purchase', getHref: () => '/purchase' },
  purchaseOldQuiz: { path: '/purchaseOldQuiz', getHref: () => '/purchaseOldQuiz' },
  demo: { path: '/demo/:id', getHref: (id: string) => `/demo/${encodeURIComponent(id)}` },
  demoResult: { path: '/demoresult', getHref: () => '/demoresult' },
  aboutUs: { path: '/aboutus', getHref: () => '/aboutus' },
  disclaimer: { path: '/disclaimer', getHref: () => '/disclaimer' },
  cancelPolicy: { path: '/CanclePolicy', getHref: () => '/CanclePolicy' },
  terms: { path: '/termsAndCondition', getHref: () => '/termsAndCondition' },
  privacy: { path: '/privacyAndPloicy', getHref: () => '/privacyAndPloicy' },
  contact: { path: '/contact', getHref: () => '/contact' },
  /** The footer's page about cancelling; differs from the guarded `/unSubscribe` only by case. */
  unsubscribeInfo: { path: '/unsubscribe', getHref: () => '/unsubscribe', caseSensitive: true },

  quizList: { path: '/quizList', getHref: () => '/quizList' },
  questionPage: { path: '/questionPage', getHref: () => '/questionPage' },
  quizResult: { path: '/quizresult', getHref: () => '/quizresult' },
  reattempt: { path: '/reattempt', getHref: () => '/reattempt' },
  dashboard: { path: '/Dashboard', getHref: () => '/Dashboard' },
  mySubscriptions: { path: '/mySubscriptions', getHref: () => '/mySubscriptions' },
  unSubscribe: { path: '/unSubscribe', getHref: () => '/unSubscribe', caseSensitive: true },
  /** Exam mode (issue 31): the instructions and the exam screen, and the exam's result. */
  exam: { path: '/exam/:quizId', getHref: (quizId: string) => `/exam/${encodeURIComponent(quizId)}` },
  examResult: {
    path: '/exam/:quizId/result',
    getHref: (quizId: string) => `/exam/${encodeURIComponent(quizId)}/result`,
  },
  /** The learning loop (issue 32), beside the spec's routes. */
  myMistakes: { path: '/myMistakes', getHref: () => '/myMistakes' },
  practice: {
    path: '/myMistakes/practice',
    getHref: (chapters?: string[]) =>
      chapters?.length
        ? `/myMistakes/practice?${new URLSearchParams(chapters.map((c) => ['chapter', c])).toString()}`
        : '/myMistakes/practice',
  },
  bookmarks: { path: '/bookmarks', getHref: () => '/bookmarks' },
} as const;

type RouteDef = { path: string; caseSensitive?: boolean };

/** Routes without the navigation bar (spec 2.2): the player screens. */
export const routesWithoutNavbar: readonly string[] = [
  paths.questionPage.path,
  paths.reattempt.path,
  paths.demo.path,
  paths.exam.path,
];

/** Route patterns, written to dist/routes.json so the server answers unknown paths with a 404. */
export const routePatterns: RouteDef[] = Object.values(paths).map((p: RouteDef) => ({
  path: p.path,
  ...(p.caseSensitive ? { caseSensitive: true } : {}),
}));
