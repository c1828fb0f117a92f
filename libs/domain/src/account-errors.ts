import * as messages from './messages';

const m = messages.account;

/** GoTrue's `error_code` of whatever the auth client threw (a DbError of @quadra/data carries it too). */
function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

/**
 * 'Esqueceu a senha?': only failures that say nothing about the account reach the screen (the
 * per-client limit). A mail sent a moment ago is not a failure (@quadra/data's requestPasswordReset).
 */
export function mapRecoveryError(error: unknown): string {
  return codeOf(error) === 'over_request_rate_limit' ? m.forgot.tooManyRequests : m.forgot.failed;
}

/**
 * A new password refused by GoTrue ('Nova senha' and 'Alterar senha'). `null` for a recovery link
 * whose session is gone or was never one: the screen says the link is no longer valid.
 */
export function mapNewPasswordError(error: unknown): string | null {
  switch (codeOf(error)) {
    case 'same_password':
      return m.password.samePassword;
    case 'weak_password':
      return m.password.weakPassword;
    case 'current_password_mismatch':
      return m.password.wrongCurrent;
    case 'over_request_rate_limit':
      return m.password.tooManyRequests;
    case 'current_password_required':
    case 'session_not_found':
    case 'bad_jwt':
    case 'user_not_found':
      return null;
    default:
      return m.password.failed;
  }
}

/** 'Alterar e-mail', by GoTrue's error code. */
export function mapEmailChangeError(error: unknown): string {
  switch (codeOf(error)) {
    case 'email_exists':
    case 'user_already_exists':
      return m.changeEmail.taken;
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return m.changeEmail.tooManyEmails;
    case 'validation_failed':
    case 'email_address_invalid':
      return messages.validation.emailInvalid;
    default:
      return m.changeEmail.failed;
  }
}
