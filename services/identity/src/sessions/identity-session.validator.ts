import { Injectable } from '@nestjs/common';
import type { SessionValidator, TokenClaims } from '@exam/auth';
import { isValidObjectId } from 'mongoose';
import { UsersRepository } from '../users/persistence/users.repository';

/** Identity owns sessions, so it checks a token against the user's live session directly. */
@Injectable()
export class IdentitySessionValidator implements SessionValidator {
  constructor(private readonly users: UsersRepository) {}

  async isLive(claims: TokenClaims): Promise<boolean> {
    if (!isValidObjectId(claims.sub)) return false;
    const user = await this.users.model.findById(claims.sub, { session: 1 }).lean().exec();
    return user?.session?.sessionId === claims.sid;
  }
}
