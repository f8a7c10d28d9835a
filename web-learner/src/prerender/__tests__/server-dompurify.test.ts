import purify from '../server-dompurify';

// The server's render of the demo (render-demo.tsx) sanitises question HTML with this, where there is no DOM.
describe('DOMPurify on the server', () => {
  it('sanitises with the allowlist the app uses, on its own jsdom window', () => {
    const html = 'Who <b>appoints</b> the CAG?<img src="x" onerror="alert(1)"><script>alert(2)</script>';
    expect(purify.sanitize(html, { USE_PROFILES: { html: true } })).toBe(
      'Who <b>appoints</b> the CAG?<img src="x">',
    );
  });
});
