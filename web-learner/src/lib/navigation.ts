/**
 * Navigation for code outside components (the 401 handler): the router registers its navigate function;
 * before that, a full page load does the same.
 */
type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void;

let navigateFn: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string, opts: { replace?: boolean; state?: unknown } = {}): void {
  if (navigateFn) navigateFn(to, opts);
  else if (opts.replace) window.location.replace(to);
  else window.location.assign(to);
}
