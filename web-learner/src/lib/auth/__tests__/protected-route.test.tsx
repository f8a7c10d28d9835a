import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ProtectedRoute, sessionStore } from '@/lib/auth';
import { renderAt } from '@/testing/test-utils';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

const routes = (
  <Routes>
    <Route path="/login" element={<Where />} />
    <Route
      path="/Dashboard"
      element={
        <ProtectedRoute>
          <p>dashboard content</p>
        </ProtectedRoute>
      }
    />
  </Routes>
);

describe('the login guard', () => {
  it('sends a visitor to /login', async () => {
    renderAt(routes, '/Dashboard');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(screen.queryByText('dashboard content')).not.toBeInTheDocument();
  });

  it('lets a signed-in learner through', async () => {
    sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'browser-1');
    renderAt(routes, '/Dashboard');
    expect(await screen.findByText('dashboard content')).toBeInTheDocument();
  });

  it('follows the session: signing out elsewhere sends the learner to /login', async () => {
    sessionStore.start({ token: 't', user: { _id: 'u1', name: 'Asha' } as never }, 'browser-1');
    renderAt(routes, '/Dashboard');
    await screen.findByText('dashboard content');
    sessionStore.clear();
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });
});
