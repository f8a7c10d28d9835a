import { useLayoutEffect, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';
import { prefetchDemoQuiz } from '@/features/demo/api/prefetch-demo-quiz';
import { ProtectedRoute } from '@/lib/auth';
import { registerNavigate } from '@/lib/navigation';
import { preloadable as lazy, type PreloadableScreen } from './preloadable-screen';

// Each screen's code loads on demand, so the landing page stays light. (Declarative routing: the data router
// would add 17 KB gzipped to every first visit for features the app does not use.)
const screens = {
  landing: lazy(() => import('./routes/landing')),
  register: lazy(() => import('./routes/auth/register')),
  login: lazy(() => import('./routes/auth/login')),
  verification: lazy(() => import('./routes/auth/verification')),
  forgotPassword: lazy(() => import('./routes/auth/forgot-password')),
  enterOtp: lazy(() => import('./routes/auth/enter-otp')),
  purchase: lazy(() => import('./routes/payments/purchase')),
  purchaseOldQuiz: lazy(() => import('./routes/payments/purchase-old-quiz')),
  demo: lazy(() => import('./routes/quiz/demo')),
  demoResult: lazy(() => import('./routes/quiz/demo-result')),
  aboutUs: lazy(() => import('./routes/static/about-us')),
  disclaimer: lazy(() => import('./routes/static/disclaimer')),
  cancelPolicy: lazy(() => import('./routes/static/cancel-policy')),
  privacy: lazy(() => import('./routes/static/privacy')),
  contact: lazy(() => import('./routes/static/contact')),
  unsubscribeInfo: lazy(() => import('./routes/static/unsubscribe-info')),
  quizList: lazy(() => import('./routes/quiz/quiz-list')),
  questionPage: lazy(() => import('./routes/quiz/question-page')),
  quizResult: lazy(() => import('./routes/quiz/quiz-result')),
  reattempt: lazy(() => import('./routes/quiz/reattempt')),
  dashboard: lazy(() => import('./routes/account/dashboard')),
  mySubscriptions: lazy(() => import('./routes/account/my-subscriptions')),
  exam: lazy(() => import('./routes/exam/exam')),
  examResult: lazy(() => import('./routes/exam/exam-result')),
  myMistakes: lazy(() => import('./routes/learning/my-mistakes')),
  practice: lazy(() => import('./routes/learning/practice')),
  bookmarks: lazy(() => import('./routes/learning/bookmarks')),
  notFound: lazy(() => import('./routes/not-found')),
};

const at = (def: { path: string; caseSensitive?: boolean }, Screen: PreloadableScreen | ComponentType) => (
  <Route key={def.path} path={def.path} caseSensitive={def.caseSensitive ?? false} element={<Screen />} />
);

/** The first pages a visitor opens (prerendered at build time): their code loads before the app's first render. */
const FIRST_PAGES: [string, PreloadableScreen][] = [
  [paths.home.path, screens.landing],
  [paths.login.path, screens.login],
  [paths.purchase.path, screens.purchase],
  [paths.demo.path, screens.demo],
];

/** Loads the screen of `pathname` if it is one of the first pages, so the first render does not suspend. */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  // The demo's quiz is asked for beside its screen's code, not after it (not awaited: the screen draws its loader).
  const demo = matchPath(paths.demo.path, pathname);
  if (demo?.params.id) void prefetchDemoQuiz(demo.params.id);
  await FIRST_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1].preload();
}

/** Lets code outside components (the 401 handler) navigate with the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    registerNavigate((to, opts) => void navigate(to, opts));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}

/** The routes of spec 2.1 (public) and 2.2 (behind the login guard). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        {at(paths.home, screens.landing)}
        {at(paths.register, screens.register)}
        {at(paths.login, screens.login)}
        {at(paths.verification, screens.verification)}
        {at(paths.forgotPassword, screens.forgotPassword)}
        {at(paths.enterOtp, screens.enterOtp)}
        {at(paths.purchase, screens.purchase)}
        {at(paths.purchaseOldQuiz, screens.purchaseOldQuiz)}
        {at(paths.demo, screens.demo)}
        {at(paths.demoResult, screens.demoResult)}
        {at(paths.aboutUs, screens.aboutUs)}
        {at(paths.disclaimer, screens.disclaimer)}
        {at(paths.cancelPolicy, screens.cancelPolicy)}
        {at(paths.terms, screens.cancelPolicy)}
        {at(paths.privacy, screens.privacy)}
        {at(paths.contact, screens.contact)}
        {at(paths.unsubscribeInfo, screens.unsubscribeInfo)}
        <Route
          element={
            <ProtectedRoute>
              <Outlet />
            </ProtectedRoute>
          }
        >
          {at(paths.quizList, screens.quizList)}
          {at(paths.questionPage, screens.questionPage)}
          {at(paths.quizResult, screens.quizResult)}
          {at(paths.reattempt, screens.reattempt)}
          {at(paths.dashboard, screens.dashboard)}
          {at(paths.mySubscriptions, screens.mySubscriptions)}
          {at(paths.unSubscribe, screens.mySubscriptions)}
          {at(paths.exam, screens.exam)}
          {at(paths.examResult, screens.examResult)}
          {at(paths.myMistakes, screens.myMistakes)}
          {at(paths.practice, screens.practice)}
          {at(paths.bookmarks, screens.bookmarks)}
        </Route>
        <Route path="*" element={<screens.notFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The app's screens under a router: the same tree in the browser (AppRouter) and in the build's prerender
 * (src/prerender/render-route.tsx), so React's generated ids match and the app hydrates the pre-drawn page.
 */
export function RoutedScreens() {
  return (
    <>
      <NavigatorBridge />
      <AppRoutes />
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <RoutedScreens />
    </BrowserRouter>
  );
}
