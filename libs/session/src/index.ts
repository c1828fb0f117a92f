export {
  SessionProvider,
  SIGNED_OUT,
  signedInAs,
  startSession,
  useSession,
  type SessionSnapshot,
  type SessionState,
  type SessionStatus,
} from './session-store';
export { AccessGuard } from './access-guard';
export { loginReturningTo, rememberReturnPath, safeReturnPath, takeReturnPath } from './return-path';
