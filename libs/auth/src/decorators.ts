import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@exam/contracts';
import type { AuthUser } from './auth-user';

export { IS_PUBLIC_KEY, Public } from '@exam/common';
export const ROLES_KEY = 'auth:roles';

/** Restricts a route to these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The authenticated caller (undefined on a public route without a token). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | undefined => ctx.switchToHttp().getRequest().user,
);
