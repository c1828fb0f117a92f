import crypto from 'node:crypto';

export type UserRow = {
  id: string; aud: string | null; role: string | null; email: string | null; encrypted_password: string | null;
  email_confirmed_at: Date | null; confirmation_sent_at: Date | null; confirmed_at: Date | null; recovery_sent_at: Date | null;
  last_sign_in_at: Date | null; raw_app_meta_data: Record<string, unknown> | null; raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null; updated_at: Date | null; phone: string | null; banned_until: Date | null; is_anonymous: boolean;
  confirmation_token: string | null; recovery_token: string | null; invited_at: Date | null;
  email_change: string | null; email_change_sent_at: Date | null; email_change_token_current: string | null;
  email_change_token_new: string | null; email_change_confirm_status: number | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GoTrue's user JSON (models.User). */
export function userJson(u: UserRow): Record<string, unknown> {
  const identity = u.email
    ? [{
        identity_id: u.id, id: u.id, user_id: u.id,
        identity_data: { email: u.email, email_verified: !!u.email_confirmed_at, phone_verified: false, sub: u.id },
        provider: 'email', last_sign_in_at: iso(u.last_sign_in_at), created_at: iso(u.created_at), updated_at: iso(u.updated_at), email: u.email,
      }]
    : [];
  return {
    id: u.id, aud: u.aud ?? 'authenticated', role: u.role ?? 'authenticated', email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at) ?? undefined, phone: u.phone ?? '',
    confirmation_sent_at: iso(u.confirmation_sent_at) ?? undefined, confirmed_at: iso(u.confirmed_at) ?? undefined,
    recovery_sent_at: iso(u.recovery_sent_at) ?? undefined,
    new_email: u.email_change || undefined, email_change_sent_at: iso(u.email_change_sent_at) ?? undefined,
    last_sign_in_at: iso(u.last_sign_in_at) ?? undefined,
    app_metadata: u.raw_app_meta_data ?? {}, user_metadata: u.raw_user_meta_data ?? {}, identities: identity,
    created_at: iso(u.created_at), updated_at: iso(u.updated_at), is_anonymous: u.is_anonymous,
  };
}

/**
 * What a repeated sign-up of a confirmed address answers (GoTrue's sanitizeUser): a made-up user
 * without identities, so the answer does not reveal that the account exists.
 */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(), aud: 'authenticated', role: '', email, phone: '', confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] }, user_metadata: data, identities: [],
    created_at: now, updated_at: now, is_anonymous: false,
  };
}
