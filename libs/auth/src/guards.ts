import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '@exam/contracts';
import { SESSION_EXPIRED_MESSAGE, type AuthUser } from './auth-user';
import { IS_PUBLIC_KEY } from '@exam/common';
import { ROLES_KEY } from './decorators';

/**
 * Global guard: every route needs a live bearer token unless marked @Public(). On a public route a valid
 * token still identifies the caller (the lists can then say what this user may open); a bad one is ignored.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const req = context.switchToHttp().getRequest();
    if (req.headers?.authorization) {
      try {
        await super.canActivate(context);
      } catch {
        req.user = undefined;
      }
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false): TUser {
    // The session could not be checked (its database is down): a 503 to retry, not "Session expired",
    // which would log the learner out.
    if (err && !(err instanceof UnauthorizedException)) throw err;
    if (err || !user)
      throw err instanceof UnauthorizedException ? err : new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
    return user;
  }
}

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user: AuthUser | undefined = context.switchToHttp().getRequest().user;
    if (!user) throw new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
    if (!roles.includes(user.role)) throw new ForbiddenException('You do not have permission to do this.');
    return true;
  }
}

/** A user acts for themselves; an admin for anyone. */
export function assertSelfOrAdmin(
  user: AuthUser,
  userId: string,
  message = 'You can only act for your own account.',
): void {
  if (user.role !== 'admin' && user.userId !== userId) throw new ForbiddenException(message);
}
