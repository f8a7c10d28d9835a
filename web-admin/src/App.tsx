import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import chapters from './chapters';
import { Layout } from './layout/Layout';
import keyChallenges from './key-challenges';
import { LoginPage } from './layout/LoginPage';
import { LiveMocksPage } from './live-mocks';
import { orders, subscriptions } from './payments';
import plans from './plans';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import quizzes, { QuizImport } from './quizzes';
import refunds from './refunds';
import reports from './reports';
import { darkTheme, lightTheme } from './themes/themes';
import users from './users';

// The dashboard's charts load after sign-in, with the dashboard.
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })));

/**
 * The console. Editors manage content; admins also plans, accounts and payments. The servers enforce every
 * role: hiding a menu entry here is a courtesy, not the check. Telemetry is off: react-admin would otherwise
 * report the console's domain to its makers on every load.
 */
export function App() {
  return (
    <Admin
      title="Exam Prep console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={Layout}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      {(role) => (
        <>
          <Resource name="quizzes" {...quizzes} />
          <Resource name="kyebye-quizzes" {...quizzes} options={{ label: 'Kye Bye quizzes' }} />
          <Resource name="chapters" {...chapters} />
          <Resource name="reports" {...reports} />
          <Resource name="key-challenges" {...keyChallenges} options={{ label: 'Key challenges' }} />
          {role === 'admin' && (
            <>
              <Resource name="plans" {...plans} />
              <Resource name="users" {...users} options={{ label: 'Learners' }} />
              <Resource name="subscriptions" {...subscriptions} />
              <Resource name="orders" {...orders} />
              <Resource name="refunds" {...refunds} options={{ label: 'Refunds due' }} />
            </>
          )}
          <CustomRoutes>
            <Route path="/quizzes/import" element={<QuizImport />} />
            <Route path="/live-mocks" element={<LiveMocksPage />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
