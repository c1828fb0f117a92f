import * as messages from './messages';

/**
 * GoTrue's `error_code` (supabase-js hands it back as the error's `code`) for the failures the auth
 * screens can meet, each with its pt-BR text. A code not listed here shows the screen's own text:
 * GoTrue's English message never reaches the screen.
 */
const LOGIN_TEXTS: Readonly<Record<string, string>> = {
  invalid_credentials: messages.login.invalidCredentials,
  email_not_confirmed: messages.login.emailNotConfirmed,
  user_banned: messages.login.otherError(messages.login.reasons.banned),
  over_request_rate_limit: messages.login.otherError(messages.login.reasons.tooManyRequests),
};

const SIGNUP_TEXTS: Readonly<Record<string, string>> = {
  user_already_exists: messages.signup.alreadyRegistered,
  email_exists: messages.signup.alreadyRegistered,
  weak_password: messages.signup.otherError(messages.signup.reasons.weakPassword),
  validation_failed: messages.signup.otherError(messages.signup.reasons.invalidData),
  email_address_invalid: messages.signup.otherError(messages.signup.reasons.invalidEmail),
  signup_disabled: messages.signup.otherError(messages.signup.reasons.disabled),
  over_email_send_rate_limit: messages.signup.otherError(messages.signup.reasons.tooManyEmails),
  over_request_rate_limit: messages.signup.otherError(messages.signup.reasons.tooManyRequests),
};

/** The `code` of whatever the auth client threw or returned (a DbError of @quadra/data carries it too). */
function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

/** Spec section 8, login: the text for an auth failure, by GoTrue's error code. */
export function mapLoginError(error: unknown): string {
  return LOGIN_TEXTS[codeOf(error) ?? ''] ?? messages.login.unexpected;
}

/** Spec section 8, sign-up: the text for an auth failure, by GoTrue's error code. */
export function mapSignupError(error: unknown): string {
  return SIGNUP_TEXTS[codeOf(error) ?? ''] ?? messages.signup.unexpected;
}
