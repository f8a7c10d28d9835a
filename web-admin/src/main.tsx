import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@exam/web-theme/src/devanagari.css';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Real paths under /admin (the platform's history fallback serves index.html for each), not #/ ones.
        No transitions: by default react-router renders a navigation as a React transition, which leaves the
        previous screen on display, and clickable, until the next one has rendered. On a slow device an editor
        could click the create form's tabs after Save had already moved the address to the new quiz's page,
        land back on the create form and save the quiz a second time (issue 13). */}
    <BrowserRouter basename="/admin" useTransitions={false}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
