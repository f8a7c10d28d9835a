import { expect, test } from '@playwright/test';
import { captureScreens, expectAccessible, expectNoHorizontalOverflow } from '../support/screens';

/** The static pages of spec 2.1, each with its heading and one line that must be there. */
const PAGES = [
  {
    path: '/aboutus',
    name: 'about-us',
    heading: 'About us',
    text: 'Daily current affairs: 100-200 questions a day.',
  },
  { path: '/disclaimer', name: 'disclaimer', heading: 'Disclaimer', text: 'Not an official body' },
  {
    path: '/CanclePolicy',
    name: 'cancel-policy',
    heading: 'Cancellation policy and terms',
    text: 'You get a full refund if you cancel within 24 hours of paying and have accessed fewer than 5 premium quizzes.',
  },
  {
    path: '/termsAndCondition',
    name: 'terms',
    heading: 'Cancellation policy and terms',
    text: 'After that there is no refund, but your access continues until the end of the current billing cycle.',
  },
  {
    path: '/privacyAndPloicy',
    name: 'privacy',
    heading: 'Privacy policy',
    text: 'Effective from 19 Mar 2025',
  },
  { path: '/unsubscribe', name: 'unsubscribe-info', heading: 'Unsubscribe', text: 'Cancel a plan yourself' },
];

test.describe('static pages and the contact form', () => {
  for (const p of PAGES) {
    test(`${p.path} shows its text, accessible in both themes and at 360 px`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.getByText(p.text)).toBeVisible();
      await expect(page.getByRole('link', { name: 'support@exam-prep.local' }).first()).toBeVisible();
      await expectAccessible(page, p.name);
      await captureScreens(page, p.name);
      await page.setViewportSize({ width: 360, height: 760 });
      await expectNoHorizontalOverflow(page);
    });
  }

  test('the contact form needs name, email and message, then opens a mail draft without a server call', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await expect(page.getByText('Please write your message.')).toBeVisible();
    await expectAccessible(page, 'contact');
    await captureScreens(page, 'contact');

    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    await page.getByLabel(/^Name/).fill('Ravi Kumar');
    await page.getByLabel(/^Email/).fill('ravi@example');
    await page.getByLabel(/^Message/).fill('When is the next monthly mock test?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel(/^Email/).fill('ravi@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Your mail app opens with your message');
    expect(apiCalls).toEqual([]);
  });

  test('a static page in Hindi', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto('/CanclePolicy');
    await expect(page.getByRole('heading', { level: 1, name: 'रद्दीकरण नीति और शर्तें' })).toBeVisible();
    await expectAccessible(page, 'cancel-policy-hi');
    await captureScreens(page, 'cancel-policy-hi');
  });
});
