import type { TokenClaims } from '../auth-user';

/** Tokens remembered at most; past this many, the oldest goes first. */
const VERIFIED_MAX = 10_000;

/**
 * Bearer tokens whose signature was verified, with their claims, so a token repeated on every call of a
 * session is verified once (jsonwebtoken's verify was about 5 % of a learner's getquizbyid, measured with
 * --cpu-prof). A signature, once valid, stays valid; what changes with time is expiry, checked here on every
 * hit exactly as jsonwebtoken checks it. Only successes are kept: a refused token is verified (and refused)
 * every time. The session check (logout, a newer login, the role now) still runs on every call.
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, TokenClaims & { exp: number }>();

  constructor(private readonly max = VERIFIED_MAX) {}

  /** The claims of a token verified before, while it has not expired; else undefined. */
  get(token: string, nowMs = Date.now()): TokenClaims | undefined {
    const known = this.claims.get(token);
    if (!known) return undefined;
    // jsonwebtoken: expired when floor(now in s) >= exp.
    if (Math.floor(nowMs / 1000) < known.exp) return known;
    this.claims.delete(token);
    return undefined;
  }

  /** Remembers a token just verified (signature, algorithm and lifetime); one without `exp` is not kept. */
  remember(token: string, claims: TokenClaims): void {
    if (typeof claims.exp !== 'number') return;
    if (this.claims.size >= this.max) this.claims.delete(this.claims.keys().next().value!);
    this.claims.set(token, claims as TokenClaims & { exp: number });
  }

  size(): number {
    return this.claims.size;
  }
}
