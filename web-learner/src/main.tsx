import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@exam/web-theme/src/devanagari.css';
import '@/lib/i18n';
import { App } from '@/app';

/** Spec 2.2: plain http outside localhost goes to https. */
const local = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
if (window.location.protocol === 'http:' && !local) {
  window.location.replace(
    `https://${window.location.host}${window.location.pathname}${window.location.search}${window.location.hash}`,
  );
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
