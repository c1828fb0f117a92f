/** Where the stack started by global-setup lives (read from env in the test workers). */

/** Ports after the six apps' reserved for servers that tests start themselves (see remote-server.ts). */
export const TEST_REMOTE_PORTS = 10;

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
    return Number(required('QUADRA_E2E_WEB_PORT'));
  },
  get apiUrl() {
    return required('QUADRA_E2E_API_URL');
  },
  get anonKey() {
    return required('QUADRA_E2E_ANON_KEY');
  },
  get serviceRoleKey() {
    return required('QUADRA_E2E_SERVICE_ROLE_KEY');
  },
  /** The backend's PostgreSQL (for a worker run against it, as on a hosted project). */
  get databaseUrl() {
    return required('QUADRA_E2E_DATABASE_URL');
  },
  get remotesFile() {
    return required('QUADRA_E2E_REMOTES_FILE');
  },
  /** The run's snapshot of the builds: `<distDir>/<project>` (see global-setup). */
  get distDir() {
    return required('QUADRA_E2E_DIST_DIR');
  },
  /** The n-th port (0-based) reserved for a test's own server; allowed by the shell's CSP. */
  testPort(n: number) {
    if (n < 0 || n >= TEST_REMOTE_PORTS) throw new Error(`test port index ${n} out of range`);
    return this.webPort + 6 + n;
  },
};
