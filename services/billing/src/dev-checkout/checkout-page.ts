import type { LocalCheckoutRecord } from '../provider/local-checkout.store';
import { PAISE_PER_RUPEE } from '../billing.constants';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The local checkout's hosted page: amount, description, Pay and Fail, in the product's red theme. */
export function checkoutPage(record: LocalCheckoutRecord): string {
  const rupees = (record.amountPaise / PAISE_PER_RUPEE).toLocaleString('en-IN');
  const isSubscription = record.kind === 'subscription';
  const title = isSubscription ? 'Plan subscription' : 'Old quiz purchase';
  const terms = isSubscription
    ? `Billed every cycle, ${record.totalCount} cycles; cancel any time.`
    : 'One-time payment.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local checkout · ${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #fbeaea; margin: 0; color: #222; }
  header { background: #d32f2f; color: #fff; padding: 14px 20px; font-weight: 600; }
  main { max-width: 420px; margin: 32px auto; background: #fff; border-radius: 10px; padding: 24px;
         box-shadow: 0 4px 18px rgba(211, 47, 47, 0.18); }
  .amount { font-size: 2.2rem; color: #d32f2f; margin: 12px 0; }
  .muted { color: #666; font-size: 0.9rem; }
  button { font-size: 1rem; padding: 10px 18px; border-radius: 6px; cursor: pointer; margin-right: 8px; }
  #pay { background: #d32f2f; color: #fff; border: 0; }
  #fail { background: #fff; color: #d32f2f; border: 1px solid #d32f2f; }
  pre { background: #f6f6f6; padding: 10px; white-space: pre-wrap; word-break: break-all; }
</style>
</head>
<body data-checkout-id="${escapeHtml(record._id)}">
<header>Exam Prep · Local checkout (test mode, no real money)</header>
<main>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(record.description)}</p>
  <p class="amount">₹${escapeHtml(rupees)}</p>
  <p class="muted">${escapeHtml(terms)} Reference ${escapeHtml(record._id)}.</p>
  <button id="pay">Pay ₹${escapeHtml(rupees)}</button><button id="fail">Fail</button>
  <pre id="result" hidden></pre>
</main>
<script src="./checkout.js"></script>
</body>
</html>
`;
}
