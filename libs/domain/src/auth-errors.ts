import * as messages from './messages';

/** Reads `message` and `status` from whatever the auth client threw or returned. */
function describe(error: unknown): { message: string; status?: number } | null {
  if (error === null || error === undefined) return null;
  if (typeof error === 'string') return { message: error };
  if (typeof error === 'object') {
    const { message, status } = error as { message?: unknown; status?: unknown };
    return {
      message: typeof message === 'string' ? message : '',
      status: typeof status === 'number' ? status : undefined,
    };
  }
  return null;
}

/** Spec section 8, login: maps an auth error to the text the user sees. */
export function mapLoginError(error: unknown): string {
  const info = describe(error);
  if (!info || !info.message) return messages.login.unexpected;
  if (info.message.includes('Invalid login credentials')) return messages.login.invalidCredentials;
  if (info.message.includes('Email not confirmed')) return messages.login.emailNotConfirmed;
  return messages.login.otherError(info.message);
}

const ALREADY_REGISTERED = /already registered|exists|duplicate/i;

/** Spec section 8, sign-up: already registered / exists / duplicate / status 422, other, unexpected. */
export function mapSignupError(error: unknown): string {
  const info = describe(error);
  if (!info) return messages.signup.unexpected;
  if (info.status === 422 || ALREADY_REGISTERED.test(info.message)) return messages.signup.alreadyRegistered;
  if (!info.message) return messages.signup.unexpected;
  return messages.signup.otherError(info.message);
}
