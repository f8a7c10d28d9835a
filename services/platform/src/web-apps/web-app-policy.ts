import { contentSecurityPolicy } from '@exam/common';

/** Razorpay's hosted checkout: allowed only on the documents of the payment screens. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/**
 * The Content-Security-Policy of a web app's document: no inline scripts but the document's own (allowed by
 * their hashes: the learner app's theme check before the first paint), nothing from other origins except
 * quiz media (https images and video, YouTube embeds) and, on payment screens, Razorpay's checkout.
 * Styles allow 'unsafe-inline' because MUI's CSS-in-JS (emotion) injects <style> elements at run time.
 */
export function webAppPolicy(opts: {
  payments: boolean;
  production: boolean;
  scriptHashes?: string[];
}): string {
  const pay = opts.payments ? RAZORPAY : { script: [], frame: [], connect: [], img: [] };
  return contentSecurityPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(opts.scriptHashes ?? []), ...pay.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...pay.img],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...pay.connect],
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...pay.frame],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(opts.production ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** Learner routes whose documents may load Razorpay's checkout (the app opens them with a full page load). */
export const PAYMENT_ROUTES = ['/purchase', '/purchaseOldQuiz'];
