export { sessionStore, useCurrentUser } from './session-store';
export { getBrowserId } from './browser-id';
export { useLogin, LoginFailed } from './use-login';
export { useLogout } from './use-logout';
export { handleSessionExpired, SESSION_EXPIRED_MESSAGE } from './session-expiry';
export { checkBrowserSession } from './browser-check';
export { ProtectedRoute } from './protected-route';
export { getUserProfile, getUserProfileQueryOptions, useUserProfile } from './get-user-profile';
