/**
 * `npm run preview -w @quadra/mf-<name>`: builds this remote from the working tree into
 * dist-preview/, serves it as production would, and prints the link that shows it inside a running
 * shell for that tab only (`?remote=mf_x@<manifest URL>`, kept in the tab's sessionStorage; see
 * shell/src/remotes/release-choice.ts). Nobody else's release changes.
 *
 * Env: QUADRA_SHELL_URL (default http://localhost:4200), QUADRA_PREVIEW_PORT (default 4300 + the
 * remote's place: 4301..4305). The shell's content policy must allow the preview's origin: a local
 * `npm start` does with QUADRA_CSP_ORIGINS=<origin>; a deployed shell, for origins it lists.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES, remoteRoutes, type RemoteName } from '@quadra/contracts';
import { startStaticServer } from './serve-static.mjs';

const remoteDir = process.cwd();
const project = path.basename(remoteDir);
const names = Object.keys(REMOTES) as RemoteName[];
const remote = names.find((name) => REMOTES[name].project === project);
if (!remote) {
  console.error(`preview: ${project} is not a remote (run it with -w @quadra/mf-…).`);
  process.exit(2);
}

const distDir = path.join(remoteDir, 'dist-preview');
console.log(`Building ${remote} into ${path.relative(process.cwd(), distDir)}/ …`);
const build = spawnSync(path.join(remoteDir, '..', 'node_modules', '.bin', 'rsbuild'), ['build', '--dist-path', 'dist-preview'], { stdio: 'inherit', cwd: remoteDir });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = Number(process.env.QUADRA_PREVIEW_PORT ?? 4300 + names.indexOf(remote) + 1);
const server = await startStaticServer({ dir: distDir, port, host: 'localhost', quiet: true });
const entry = `${server.url}/mf-manifest.json`;
const shell = (process.env.QUADRA_SHELL_URL ?? 'http://localhost:4200').replace(/\/$/, '');
// A route of this remote without parameters to open on, else the first one.
const routes = remoteRoutes(remote);
const start = (routes.find((r) => !r.path.includes(':')) ?? routes[0])?.path ?? '/';

console.log(`
Preview of ${remote}: ${entry}
Open it inside the shell, for this tab only:
  ${shell}${start}?remote=${remote}@${encodeURIComponent(entry)}
Back to the released version in that tab: ?remote=${remote}@auto
(The shell must allow ${server.url}: for a local npm start, QUADRA_CSP_ORIGINS=${server.url}.)
Ctrl-C to stop.`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
