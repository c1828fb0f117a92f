/**
 * Where the stack lives (read from env in the test workers): the one global-setup started, or, in
 * external mode, an already deployed site given by QUADRA_E2E_BASE_URL, QUADRA_E2E_API_URL and
 * QUADRA_E2E_ANON_KEY. There, what only a local stack has (the service role, the mailbox, the
 * database, the servers the platform specs deploy remotes on) skips the test that asks for it.
 */
import { test } from '@playwright/test';

/** Ports after the six apps' reserved for servers that tests start themselves (see remote-server.ts). */
export const TEST_REMOTE_PORTS = 10;

/** Set by global-setup when it was given a deployed site instead of starting a stack. */
export const isExternal = () => process.env.QUADRA_E2E_EXTERNAL === '1';

/** What only a local stack gives (unless its variable is set for the environment), and why a test needs it. */
const LOCAL_ONLY = {
  'service role': { env: 'QUADRA_E2E_SERVICE_ROLE_KEY', why: 'arranges data past RLS with the service role' },
  mailbox: { env: 'QUADRA_E2E_MAILBOX_URL', why: 'reads confirmation e-mails from the local mailbox' },
  database: { env: 'QUADRA_E2E_DATABASE_URL', why: "runs a worker against the backend's database" },
  'remote deploys': { env: 'QUADRA_E2E_REMOTES_FILE', why: 'deploys and breaks remotes on local servers' },
  'web ports': { env: 'QUADRA_E2E_WEB_PORT', why: "reaches the local remotes' servers by their ports" },
} as const;
type LocalOnly = keyof typeof LOCAL_ONLY;

function skipReason(need: LocalOnly): string | null {
  const { env, why } = LOCAL_ONLY[need];
  return isExternal() && !process.env[env] ? `${why} (${need}): not given for this environment (${env})` : null;
}

/**
 * Declares, at the top of a spec or describe block, what of the local stack its tests need:
 * against a deployed site without it, they are skipped with the reason.
 */
export function requires(...needs: LocalOnly[]): void {
  const reasons = needs.map(skipReason).filter(Boolean);
  test.skip(reasons.length > 0, reasons.join('; '));
}

/** A test that reaches for something only a local stack has: skipped (with the reason) without it. */
function needs(need: LocalOnly, name: string = LOCAL_ONLY[need].env): string {
  const reason = skipReason(need);
  if (!reason) return required(name);
  try {
    test.info().skip(true, reason);
  } catch {
    // Asked for while the spec file loads (e.g. a module-level client): skip the whole file.
    test.skip(true, reason);
  }
  return `unavailable: ${reason}`;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e suite through playwright (global-setup starts the stack).`);
  return value;
}

export const stack = {
  get baseUrl() {
    return required('QUADRA_E2E_BASE_URL');
  },
  get webPort() {
    return Number(needs('web ports'));
  },
  get apiUrl() {
    return required('QUADRA_E2E_API_URL');
  },
  get anonKey() {
    return required('QUADRA_E2E_ANON_KEY');
  },
  get serviceRoleKey() {
    return needs('service role');
  },
  /** The backend's PostgreSQL (for a worker run against it, as on a hosted project). */
  get databaseUrl() {
    return needs('database');
  },
  /** The local mailbox (`<apiUrl>/_mailbox`): the local backend's, or QUADRA_E2E_MAILBOX_URL's. */
  get mailboxUrl() {
    if (!isExternal()) return `${this.apiUrl}/_mailbox`;
    return needs('mailbox');
  },
  get remotesFile() {
    return needs('remote deploys');
  },
  /** The run's snapshot of the builds: `<distDir>/<project>` (see global-setup). */
  get distDir() {
    return needs('remote deploys', 'QUADRA_E2E_DIST_DIR');
  },
  /** The n-th port (0-based) reserved for a test's own server; allowed by the shell's CSP. */
  testPort(n: number) {
    if (n < 0 || n >= TEST_REMOTE_PORTS) throw new Error(`test port index ${n} out of range`);
    return this.webPort + 6 + n;
  },
};
