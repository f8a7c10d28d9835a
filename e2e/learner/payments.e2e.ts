import { expect, test, type Page } from '@playwright/test';
import { registeredLearner, signIn, type Learner, type Session } from '../support/learners';
import { answerLocalCheckout, completeQuiz, pickerDay, quizzesFor } from '../support/payments';
import { captureScreens, expectAccessible, expectNoHorizontalOverflow } from '../support/screens';

const planCard = (page: Page, cycle: string) => page.getByRole('region', { name: cycle, exact: true });

test.describe('plans, old quizzes, the dashboard and unsubscribing (local checkout)', () => {
  test.describe.configure({ mode: 'serial' });
  let learner: Learner;
  let session: Session;
  let premiumMockTest: string;

  test.beforeAll(async ({ request }) => {
    learner = await registeredLearner(request, 'payer');
    // The first look at the quiz list, before any payment: the premium mock test is locked.
    const res = await request.post('/api/users/login', {
      data: {
        email: learner.email,
        password: learner.password,
        uniqueBrowserId: 'e2e-payer',
        forceLogin: true,
      },
    });
    session = { ...((await res.json()) as Omit<Session, 'browserId'>), browserId: 'e2e-payer' };
    const locked = (await quizzesFor(request, session)).find(
      (q) => q.subject === 'Mock Tests' && q.difficulty === 'Premium Quiz',
    );
    expect(locked, 'the demo content has a premium mock test').toBeTruthy();
    expect(locked!.canOpen).toBe(false);
    premiumMockTest = locked!._id;
  });

  // Each sign-in evicts the previous session (one per browser): API checks use the newest token.
  const signedIn = async (page: Page) => {
    session = await signIn(page, learner);
  };

  test('a failed checkout leaves the plan buyable', async ({ page }) => {
    await signedIn(page);
    await page.goto('/purchase');
    const quarterly = planCard(page, 'Quarterly');
    await expect(quarterly.getByTestId('plan-price')).toHaveText('₹2,925');
    await expect(quarterly.getByTestId('save-badge')).toHaveText('Save 2.5%');
    await captureScreens(page, 'plans');
    await expectAccessible(page, 'plans');

    await quarterly.getByRole('button', { name: 'Subscribe Now' }).click();
    await answerLocalCheckout(page, 'fail');
    await expect(page.getByText('Payment failed', { exact: false })).toBeVisible();
    await expect(quarterly.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  test('subscribes to the Quarterly plan, sees the referral code, and the premium mock test opens', async ({
    page,
    request,
  }) => {
    await signedIn(page);
    await page.goto('/purchase');
    const quarterly = planCard(page, 'Quarterly');
    await quarterly.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.locator('iframe[title="Checkout"]')).toBeVisible();
    await captureScreens(page, 'checkout-local', { fullPage: false });
    await answerLocalCheckout(page, 'pay');

    const success = page.getByRole('dialog', { name: 'Subscription Successful!' });
    await expect(success).toBeVisible();
    await expect(success.getByTestId('referral-code')).toHaveText(/\S+/);
    await captureScreens(page, 'subscription-successful', { fullPage: false });
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(quarterly.getByRole('button', { name: 'Already Subscribed' })).toBeDisabled();

    const opened = (await quizzesFor(request, session)).find((q) => q._id === premiumMockTest);
    expect(opened?.canOpen).toBe(true);
  });

  test('buys two weeks of old Current Affairs quizzes and sees them under Old Quiz Purchases', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/purchaseOldQuiz');
    await page.getByRole('combobox', { name: /Subject/ }).click();
    await page.getByRole('option', { name: 'Current Affairs' }).click();
    const end = new Date();
    const start = new Date(end.getTime() - 13 * 86_400_000);
    await page.getByLabel(/^Start Date/).click();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await captureScreens(page, 'purchase-old-quiz-calendar', { fullPage: false });
    await page.getByLabel(/^Start Date/).fill(pickerDay(start));
    await page.keyboard.press('Escape');
    await page.getByLabel(/^End Date/).fill(pickerDay(end));
    await page.keyboard.press('Escape');
    await expect(page.getByText('2 week(s) of historical access')).toBeVisible();
    await expect(page.getByTestId('available-quizzes')).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay ₹200' });
    await expect(pay).toBeEnabled();
    await captureScreens(page, 'purchase-old-quiz');
    await expectAccessible(page, 'purchase-old-quiz');

    await pay.click();
    await answerLocalCheckout(page, 'pay');
    await expect(page.getByText('✅ Payment successful! You now have access to the quizzes.')).toBeVisible();
    await captureScreens(page, 'purchase-old-quiz-paid', { fullPage: false });

    await page.goto('/Dashboard');
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const purchase = page.getByTestId('purchase-row');
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText('Current Affairs');
    await expect(purchase).toContainText('₹200');
    await expect(page.getByTestId('subscription-row')).toContainText('active');
    await captureScreens(page, 'dashboard-subscriptions');
    await expectAccessible(page, 'dashboard-subscriptions');
  });

  test('the dashboard counts what the learner did and charts the scores', async ({ page, request }) => {
    await signedIn(page);
    const quizzes = await quizzesFor(request, session);
    const done = quizzes.filter((q) => q.canOpen && q.questionsLength > 0 && q.mode !== 'exam').slice(0, 2);
    for (const quiz of done) await completeQuiz(request, session, quiz);

    await page.goto('/Dashboard');
    const stat = (label: string) => page.getByTestId(`stat-${label}`).getByTestId('stat-value');
    await expect(stat('Completed Quiz')).toHaveText(String(done.length));
    await expect(stat('Attempted Quiz')).toHaveText(String(done.length));
    await expect(stat('Total Quiz')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByRole('img', { name: 'Scores over time' }).locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('subject-card').first()).toBeVisible();
    await captureScreens(page, 'dashboard');
    await expectAccessible(page, 'dashboard');
    await page.setViewportSize({ width: 360, height: 760 });
    await expectNoHorizontalOverflow(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByText('Paid User')).toBeVisible();
    await captureScreens(page, 'dashboard-profile');
    await expectAccessible(page, 'dashboard-profile');
  });

  test('unsubscribes: the row goes, and the premium quiz still opens until the next billing date', async ({
    page,
    request,
  }) => {
    await signedIn(page);
    await page.goto('/mySubscriptions');
    const row = page.getByTestId('subscription-row');
    await expect(row).toHaveCount(1);
    await expect(page.getByText(/access continues until the next billing date/)).toBeVisible();
    await captureScreens(page, 'my-subscriptions');
    await expectAccessible(page, 'my-subscriptions');

    await row.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText(/You have unsubscribed. Your access continues until/)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('You have no active subscriptions.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You have no active subscriptions.')).toBeVisible();

    const still = (await quizzesFor(request, session)).find((q) => q._id === premiumMockTest);
    expect(still?.canOpen).toBe(true);
  });

  test('a visitor choosing a plan is sent to /login', async ({ page }) => {
    await page.goto('/purchase');
    await planCard(page, 'Monthly').getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the payment screens read in Hindi', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
    await page.goto('/purchase');
    await expect(page.getByRole('heading', { name: 'अपना प्लान चुनें' })).toBeVisible();
    await expect(planCard(page, 'त्रैमासिक').getByRole('button', { name: 'अभी सदस्यता लें' })).toBeVisible();
    await captureScreens(page, 'plans-hi');
    await page.goto('/purchaseOldQuiz');
    await expect(page.getByRole('heading', { name: 'पुराने क्विज़ खरीदें' })).toBeVisible();
    await captureScreens(page, 'purchase-old-quiz-hi');
  });
});
