import { conflict, DomainError, forbidden, invalid } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '@exam/auth';
import { UserLoggedIn, UserLoggedOut } from '@exam/contracts';
import { afterWrongPassword, loginWaitSeconds } from '../../domain/login-throttle';
import { decideLogin } from '../../domain/session-rules';
import { dummyHash, verifyPassword } from '../../../users/password-hasher';
import { UsersRepository } from '../../../users/persistence/users.repository';
import type { UserDocument } from '../../../users/persistence/user.schema';
import { toUserData } from '../../../users/user-data';
import { LoginCommand } from './login.command';

export const ALREADY_LOGGED_IN_MESSAGE =
  'You are already logged in on another browser. Do you want to log out from the other device?';
/** Not 401: the learner app reads every 401 as an expired session. */
export const BAD_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const tooManyWrongPasswords = (seconds: number) =>
  `Too many wrong passwords for this account. Please try again in ${seconds} seconds.`;
/** Compare-and-set rounds a try may lose to concurrent tries of the same account before it is refused. */
const MAX_COUNT_ROUNDS = 50;
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact support.';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly jwt: JwtService,
  ) {}

  async execute({ input }: LoginCommand) {
    const found = await this.users.findByEmail(input.email);
    // Each try is counted as a wrong password before the password is checked (see countTry).
    const user = found && (await this.countTry(found, input.uniqueBrowserId));
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
    if (!user || !passwordOk) throw invalid(BAD_CREDENTIALS_MESSAGE);
    if (!user.verified) {
      throw forbidden('Please verify your email before logging in. Register again to get a new code.');
    }

    if (user.disabled) throw forbidden(ACCOUNT_DISABLED_MESSAGE);

    const now = new Date();
    const forced = input.forceLogin === true;
    if (decideLogin(user.session, input.uniqueBrowserId, forced, now) === 'conflict') {
      throw conflict(ALREADY_LOGGED_IN_MESSAGE);
    }

    const sessionId = randomUUID();
    const claims: TokenClaims = {
      sub: user.id,
      email: user.email,
      role: user.role,
      sid: sessionId,
      sst: now.getTime(),
    };
    const token = await this.jwt.signAsync(claims);
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    const session = {
      sessionId,
      browserId: input.uniqueBrowserId,
      startedAt: now,
      expiresAt: new Date(exp * 1000),
    };

    const events = [
      ...(user.session
        ? [
            UserLoggedOut.create(
              user.id,
              { userId: user.id, sessionId: user.session.sessionId },
              { actorId: user.id },
            ),
          ]
        : []),
      UserLoggedIn.create(
        user.id,
        {
          userId: user.id,
          sessionId,
          startedAt: now.toISOString(),
          forced,
        },
        { actorId: user.id },
      ),
    ];
    await this.users.change(
      user,
      { set: { session, loginFailures: null, lastBrowserId: input.uniqueBrowserId } },
      events,
    );
    return { user: toUserData(user), token };
  }

  /**
   * Counts this try before its password is checked, with a compare-and-set on the count read: of tries
   * arriving at once, each one counted saw the count before it, so the back-off applies to every try past
   * the free ones however many arrive together. While the back-off runs, no password is checked: a right
   * guess is not confirmed either. A successful login clears the count again.
   */
  private async countTry(user: UserDocument, browserId: string): Promise<UserDocument> {
    let current: UserDocument | null = user;
    for (let round = 0; current && round < MAX_COUNT_ROUNDS; round++) {
      const seen = current.loginFailures ?? null;
      const wait = loginWaitSeconds(seen, browserId, current.lastBrowserId, new Date());
      if (wait > 0) throw new DomainError('too-many', tooManyWrongPasswords(wait));
      const counted = await this.users.update(
        seen
          ? { _id: current._id, 'loginFailures.count': seen.count }
          : { _id: current._id, loginFailures: null },
        { $set: { loginFailures: afterWrongPassword(seen, new Date()) } },
      );
      if (counted) return current;
      current = await this.users.findById(current.id);
    }
    if (!current) throw invalid(BAD_CREDENTIALS_MESSAGE);
    // Still losing to other tries after this many rounds: a storm of them; this one waits like them.
    throw new DomainError('too-many', tooManyWrongPasswords(1));
  }
}
