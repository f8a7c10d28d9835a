import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'auth:isPublic';

/** Opts a route out of the global bearer-token guard (health checks, login, public lists). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
