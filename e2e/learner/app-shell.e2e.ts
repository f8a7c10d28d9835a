import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { captureScreens, expectAccessible } from '../support/screens';

test.describe('the learner app shell', () => {
  test('serves the app with a strict CSP, caches assets for a year and never caches index.html', async ({
    request,
  }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expect(home.headers()['cache-control']).toBe('no-store');
    const csp = home.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('razorpay');
    const html = await home.text();
    // The one inline script (the theme check before the first paint) runs by its hash, as no other could.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`);
    // The landing page's first screen is in the HTML itself (rendered at build time), drawn before any script.
    expect(html).toContain('Prepare every day.');
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.headers()['cache-control']).toContain('immutable');
    expect(js.headers()['cache-control']).toContain('max-age=31536000');
  });

  test('loads a deep route on a direct visit, and only payment screens may load the checkout', async ({
    request,
  }) => {
    const purchase = await request.get('/purchaseOldQuiz');
    expect(purchase.status()).toBe(200);
    expect(purchase.headers()['content-security-policy']).toContain('https://checkout.razorpay.com');
    for (const path of [
      '/aboutus',
      '/CanclePolicy',
      '/termsAndCondition',
      '/demo/abc',
      '/Dashboard',
      '/unSubscribe',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('an unknown route gets a 404 and a real not-found page', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expectAccessible(page, 'not-found');
    await captureScreens(page, 'not-found');
  });

  test('a visitor sent from /Dashboard lands on /login, replacing the history entry', async ({ page }) => {
    await page.goto('/aboutus');
    await page.goto('/Dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/aboutus$/);
  });
});
