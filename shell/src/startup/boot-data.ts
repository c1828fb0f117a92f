/**
 * What the server put in the document for the shell to start without a round trip: the runtime
 * config and the remote registry as they were when the page was served, and which remote and
 * exposed module serve the URL opened (scripts/serve-static.mjs).
 * Absent (e.g. `rsbuild dev`) or unreadable: the shell fetches /config.json and /remotes.json.
 */
export interface BootData {
  config: unknown;
  remotes: unknown;
  route: { remote: string; module: string } | null;
}

function routeOf(value: unknown): BootData['route'] {
  const { remote, module } = (value ?? {}) as { remote?: unknown; module?: unknown };
  return typeof remote === 'string' && typeof module === 'string' ? { remote, module } : null;
}

export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById('quadra-boot')?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData> | null;
    return data && typeof data === 'object' ? { config: data.config ?? null, remotes: data.remotes ?? null, route: routeOf(data.route) } : null;
  } catch {
    return null;
  }
}
