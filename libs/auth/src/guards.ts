import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@exam/contracts';
import { SESSION_EXPIRED_MESSAGE, type AuthUser } from './auth-user';
import { IS_PUBLIC_KEY } from '@exam/common';
import { BearerTokenAuthenticator } from './bearer-token';
import { ROLES_KEY } from './decorators';

/**
 * Global guard: every route needs a live bearer token unless marked @Public(). On a public route a valid
 * token still identifies the caller (the lists can then say what this user may open); a bad one is ignored.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: BearerTokenAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const req = context
      .switchToHttp()
      .getRequest<{ headers?: Record<string, string | string[] | undefined>; user?: AuthUser }>();
    const authorization = req.headers?.authorization;
    if (!isPublic) {
      req.user = await this.tokens.authenticate(authorization);
      return true;
    }
    if (authorization) {
      try {
        req.user = await this.tokens.authenticate(authorization);
      } catch {
        req.user = undefined;
      }
    }
    return true;
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
