/**
 * The canary gate and the status of remote releases, for the shell's server (serve-static.mjs).
 * The shell reports each remote load failure (and each canary load) to the backend
 * (report_remote_event); this reads the counts back with the service role (remote_health) and:
 * - marks a canary whose failure rate crossed its threshold in remotes.json as `halted` (with the
 *   reason) in the registry it serves, so no device is assigned to it on its next load; QA can still
 *   force it with ?remote=mf_x@canary;
 * - answers /status/remotes: failures per remote release over the last hour, and each canary's state.
 * The decision lives here, next to remotes.json, because the threshold is part of a release and
 * every load already reads the registry from this server (in the document or /remotes.json).
 */

/** Counts are read at most this often: a document or /remotes.json per load must not mean a query each. */
const HEALTH_FRESH_MS = 2_000;
/** The registry's releases are registered with the backend when they change, and at least this often. */
const REGISTER_EVERY_MS = 60_000;
const STATUS_WINDOW_MINUTES = 60;
const DEFAULT_WINDOW_MINUTES = 10;
const DEFAULT_MIN_LOADS = 10;

const percent = (rate) => `${Math.round(rate * 1000) / 10}%`.replace('.', ',');

/**
 * A canary's verdict from its counts, by reporter (a client address, hashed by the backend), never by
 * report: one client's reports weigh as one device's, however many it sends. Halted once `minLoads`
 * reporters sent reports for it and more than `maxFailureRate` of them saw it fail. A canary with no
 * threshold is never halted here.
 */
export function canaryVerdict(canary, counts) {
  if (typeof canary?.maxFailureRate !== 'number') return { halted: null };
  const windowMinutes = canary.windowMinutes ?? DEFAULT_WINDOW_MINUTES;
  const minLoads = canary.minLoads ?? DEFAULT_MIN_LOADS;
  const failing = counts?.failing_reporters ?? 0;
  // A reporter whose load failed before its 'load' report arrived still loaded it.
  const reporters = Math.max(counts?.reporters ?? 0, failing);
  if (reporters < minLoads || reporters === 0) return { halted: null, reporters, failing, rate: reporters ? failing / reporters : 0 };
  const rate = failing / reporters;
  if (rate <= canary.maxFailureRate) return { halted: null, reporters, failing, rate };
  return {
    halted: `${failing} de ${reporters} endereços com falhas (${percent(rate)}) nos últimos ${windowMinutes} min: acima do limite de ${percent(canary.maxFailureRate)}`,
    reporters,
    failing,
    rate,
  };
}

/**
 * `apiUrl` and `serviceRoleKey`: the backend to read counts from (without a key, canaries are
 * served as written and the status answers 503). `operatorKey`: another key the status accepts.
 */
export function remoteReleases({ apiUrl, serviceRoleKey, operatorKey }) {
  const cache = new Map();

  /** Rows of remote_health over the last `windowMinutes`, cached briefly; null when unreadable. */
  async function health(windowMinutes) {
    const known = cache.get(windowMinutes);
    if (known && Date.now() - known.at < HEALTH_FRESH_MS) return known.rows;
    const rows = await fetch(`${apiUrl}/rest/v1/rpc/remote_health`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_window_minutes: windowMinutes }),
      signal: AbortSignal.timeout(1_000),
    })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    cache.set(windowMinutes, { at: Date.now(), rows });
    return rows;
  }

  let registered = { key: '', at: 0 };
  /**
   * Tells the backend which releases the registry names (register_remote_releases): reports for any
   * other entry are dropped there, so invented entries cannot fill the table or the counts.
   */
  async function register(registry) {
    if (!serviceRoleKey || !registry || typeof registry !== 'object') return;
    const releases = [];
    for (const [remote, release] of Object.entries(registry)) {
      if (typeof release?.entry === 'string') releases.push({ remote, channel: 'stable', entry: release.entry });
      if (typeof release?.canary?.entry === 'string') releases.push({ remote, channel: 'canary', entry: release.canary.entry });
    }
    const key = JSON.stringify(releases);
    if (key === registered.key && Date.now() - registered.at < REGISTER_EVERY_MS) return;
    registered = { key, at: Date.now() };
    const answer = await fetch(`${apiUrl}/rest/v1/rpc/register_remote_releases`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_releases: releases }),
      signal: AbortSignal.timeout(1_000),
    }).catch(() => null);
    // not registered: try again on the next read
    if (!answer?.ok) registered = { key: '', at: 0 };
  }

  const countsOf = (rows, remote, entry) => rows?.find((r) => r.remote === remote && r.entry === entry && r.channel === 'canary');

  /** The registry as served: each canary past its threshold marked `halted` with the reason. */
  async function served(registry) {
    if (!serviceRoleKey || !registry || typeof registry !== 'object') return registry;
    await register(registry);
    const result = { ...registry };
    for (const [remote, release] of Object.entries(registry)) {
      const canary = release?.canary;
      if (typeof canary?.maxFailureRate !== 'number' || canary.halted) continue;
      const rows = await health(canary.windowMinutes ?? DEFAULT_WINDOW_MINUTES);
      const { halted } = canaryVerdict(canary, countsOf(rows, remote, canary.entry));
      if (halted) result[remote] = { ...release, canary: { ...canary, halted } };
    }
    return result;
  }

  /** `Authorization: Bearer <service role key or operator key>`. */
  function authorised(request) {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    return token !== '' && (token === serviceRoleKey || (!!operatorKey && token === operatorKey));
  }

  /** /status/remotes: each remote's releases over the last hour and its canary's state. */
  async function status(registry) {
    await register(registry);
    const rows = await health(STATUS_WINDOW_MINUTES);
    if (!rows) return null;
    const remotes = {};
    for (const name of new Set([...Object.keys(registry ?? {}), ...rows.map((r) => r.remote)])) {
      const release = registry?.[name];
      const canary = release?.canary;
      let canaryState = null;
      if (canary) {
        const windowRows = typeof canary.maxFailureRate === 'number' ? await health(canary.windowMinutes ?? DEFAULT_WINDOW_MINUTES) : rows;
        const verdict = canaryVerdict(canary, countsOf(windowRows, name, canary.entry));
        const halted = canary.halted ?? verdict.halted;
        canaryState = { entry: canary.entry, percent: canary.percent, served: !halted, reason: halted ?? null, maxFailureRate: canary.maxFailureRate ?? null, windowMinutes: canary.windowMinutes ?? DEFAULT_WINDOW_MINUTES };
      }
      remotes[name] = {
        entry: release?.entry ?? null,
        canary: canaryState,
        versions: rows
          .filter((r) => r.remote === name)
          .map((r) => ({ channel: r.channel, entry: r.entry, loads: r.loads, failures: r.failures, failuresByKind: r.failures_by_kind, lastFailureAt: r.last_failure_at,
            reporters: r.reporters, failingReporters: r.failing_reporters })),
      };
    }
    return { windowMinutes: STATUS_WINDOW_MINUTES, remotes };
  }

  return { enabled: !!serviceRoleKey, served, authorised, status };
}
