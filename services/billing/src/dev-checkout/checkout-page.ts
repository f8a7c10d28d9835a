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
<body>
<header>Exam Prep · Local checkout (test mode, no real money)</header>
<main>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(record.description)}</p>
  <p class="amount">₹${escapeHtml(rupees)}</p>
  <p class="muted">${escapeHtml(terms)} Reference ${escapeHtml(record._id)}.</p>
  <button id="pay">Pay ₹${escapeHtml(rupees)}</button><button id="fail">Fail</button>
  <pre id="result" hidden></pre>
</main>
<script>
  const id = ${JSON.stringify(record._id)};
  async function go(action) {
    document.querySelectorAll('button').forEach((b) => (b.disabled = true));
    const res = await fetch('./' + id + '/' + action, { method: 'POST' });
    const body = await res.json();
    const out = document.getElementById('result');
    out.hidden = false;
    out.textContent = JSON.stringify(body, null, 2);
    // Like the provider's widget: the opener gets the result; or a same-site callback_url receives it.
    if (window.opener) window.opener.postMessage({ source: 'dev-checkout', action, body }, location.origin);
    const callback = new URLSearchParams(location.search).get('callback_url');
    if (res.ok && action === 'pay' && callback && callback.startsWith('/') && !callback.startsWith('//'))
      location.assign(callback + (callback.includes('?') ? '&' : '?') + new URLSearchParams(body));
  }
  document.getElementById('pay').onclick = () => go('pay');
  document.getElementById('fail').onclick = () => go('fail');
</script>
</body>
</html>
`;
}
