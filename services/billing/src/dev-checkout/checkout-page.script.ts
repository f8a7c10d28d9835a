/**
 * The local checkout page's script, served as a file of its own so the page passes a strict
 * Content-Security-Policy (no inline scripts). The page carries its id in `data-checkout-id`.
 */
export const CHECKOUT_PAGE_SCRIPT = `
(function () {
  var id = document.body.getAttribute('data-checkout-id');
  function go(action) {
    document.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
    return fetch('./' + id + '/' + action, { method: 'POST' })
      .then(function (res) { return res.json().then(function (body) { return { res: res, body: body }; }); })
      .then(function (r) {
        var out = document.getElementById('result');
        out.hidden = false;
        out.textContent = JSON.stringify(r.body, null, 2);
        // Like the provider's widget: the opener gets the result; or a same-site callback_url receives it.
        // The app may show this page in a frame of its own (same origin only: the page's frame-ancestors).
        var message = { source: 'dev-checkout', action: action, body: r.body };
        if (window.opener) window.opener.postMessage(message, location.origin);
        if (window.parent !== window) window.parent.postMessage(message, location.origin);
        var callback = new URLSearchParams(location.search).get('callback_url');
        if (r.res.ok && action === 'pay' && callback && callback.charAt(0) === '/' && callback.charAt(1) !== '/')
          location.assign(callback + (callback.indexOf('?') >= 0 ? '&' : '?') + new URLSearchParams(r.body));
      });
  }
  document.getElementById('pay').onclick = function () { go('pay'); };
  document.getElementById('fail').onclick = function () { go('fail'); };
})();
`;
