export { useSession, startSession, type SessionState, type SessionStatus, type ProfileSummary } from './session-store';
export { AccessGuard } from './access-guard';
export { loginReturningTo, rememberReturnPath, safeReturnPath, takeReturnPath } from './return-path';
