import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/session-store';

/** The login guard of spec 2.2: without a signed-in learner, /login replaces the history entry. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  return children;
}
