import { webAppPolicy } from './web-app-policy';

describe('Content-Security-Policy of the web apps', () => {
  it("gives the apps' documents a policy without inline scripts, with Razorpay only on payment screens", () => {
    const directive = (policy: string, name: string) =>
      policy
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    const page = webAppPolicy({ payments: false, production: true });
    const payment = webAppPolicy({ payments: true, production: true });
    expect(directive(page, 'script-src')).toEqual(["'self'"]);
    expect(directive(payment, 'script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(page).not.toContain('razorpay');
    expect(directive(page, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(page, 'object-src')).toEqual(["'none'"]);
    expect(page).toContain('upgrade-insecure-requests');
    expect(webAppPolicy({ payments: false, production: false })).not.toContain('upgrade-insecure-requests');
  });
});
