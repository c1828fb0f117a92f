import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';

/** The Supabase CLI's well-known local secret and the keys it signs (`supabase status`). */
export const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const CLI_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const CLI_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export type Claims = JWTPayload & { role?: string; email?: string; session_id?: string };

export class Jwt {
  private readonly key: Uint8Array;
  /** verified tokens, so a client's repeated requests skip the HMAC */
  private readonly verified = new Map<string, Claims>();
  constructor(readonly secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Claims, expiresInSeconds?: number): Promise<string> {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
    if (expiresInSeconds !== undefined) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds);
    return jwt.sign(this.key);
  }

  /** Verifies signature and expiry; resolves the claims or a PostgREST-style reason. */
  async verify(token: string): Promise<{ ok: true; claims: Claims } | { ok: false; expired: boolean; reason: string }> {
    const known = this.verified.get(token);
    if (known && (known.exp === undefined || known.exp > Date.now() / 1000)) return { ok: true, claims: known };
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (this.verified.size >= 10_000) this.verified.clear();
      this.verified.set(token, payload as Claims);
      return { ok: true, claims: payload as Claims };
    } catch (e) {
      if (e instanceof errors.JWTExpired) return { ok: false, expired: true, reason: 'JWT expired' };
      if (e instanceof errors.JWSSignatureVerificationFailed) return { ok: false, expired: false, reason: 'JWSError JWSInvalidSignature' };
      return { ok: false, expired: false, reason: 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)' };
    }
  }

  /** Keys like the CLI's: long-lived anon and service_role tokens issued by 'supabase-demo'. */
  async apiKeys(): Promise<{ anonKey: string; serviceRoleKey: string }> {
    if (this.secret === CLI_JWT_SECRET) return { anonKey: CLI_ANON_KEY, serviceRoleKey: CLI_SERVICE_ROLE_KEY };
    const exp = 1983812996;
    const [anonKey, serviceRoleKey] = await Promise.all([
      this.sign({ iss: 'supabase-demo', role: 'anon', exp }),
      this.sign({ iss: 'supabase-demo', role: 'service_role', exp }),
    ]);
    return { anonKey, serviceRoleKey };
  }
}
