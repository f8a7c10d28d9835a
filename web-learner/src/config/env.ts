/** Build-time settings of the learner app (Vite `VITE_*` variables), with the embedded platform's defaults. */
export const env = {
  /** The API is served by the same origin under /api. */
  API_URL: import.meta.env.VITE_API_URL ?? '/api',
  SUPPORT_EMAIL: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@exam-prep.local',
  SUPPORT_PHONE: import.meta.env.VITE_SUPPORT_PHONE ?? '+91 11 4000 1234',
} as const;
