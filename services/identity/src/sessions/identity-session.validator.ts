import { Injectable } from '@nestjs/common';
import type { LiveAccount, SessionValidator, TokenClaims } from '@exam/auth';
import { isValidObjectId } from 'mongoose';
import { AccountView } from './account-view';

/**
 * Identity owns sessions, so it checks a token against the account itself: the session must be the
 * account's live one, the account not disabled, and the role is the account's current one.
 */
@Injectable()
export class IdentitySessionValidator implements SessionValidator {
  constructor(private readonly accounts: AccountView) {}

  async check(claims: TokenClaims): Promise<LiveAccount | null> {
    if (!isValidObjectId(claims.sub)) return null;
    const account = await this.accounts.get(claims.sub);
    if (!account || account.disabled || account.sessionId !== claims.sid) return null;
    return { role: account.role };
  }
}
