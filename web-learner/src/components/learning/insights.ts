import type { ApiSchema } from '@exam/web-theme/src/api';

/** Issue 32's figures on a result (a practice completion's or an exam's), computed by the server. */
export type WhatIf = ApiSchema<'WhatIf'>;

export type ResultInsights = ApiSchema<'ResultInsights'>;
