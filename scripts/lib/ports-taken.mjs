/**
 * Before `npm start` starts anything: which of the ports it needs are taken already, and by what
 * (a leftover PostgreSQL on the database port let the stack start half-working: sign-in failed).
 */
import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** True when nothing listens on `port` (on any interface, as the servers bind). */
function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** The process listening on `port`, as the system names it ("postgres (pid 123)"), or null. */
export function holderOf(port) {
  const attempts = [
    ['ss', ['-Hltnp', `sport = :${port}`], (out) => /users:\(\("([^"]+)",pid=(\d+)/.exec(out)],
    ['lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc'], (out) => {
      const found = /p(\d+)\nc([^\n]+)/.exec(out);
      return found && [found[0], found[2], found[1]];
    }],
  ];
  for (const [command, args, parse] of attempts) {
    try {
      const found = parse(execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
      if (found) return `${found[1]} (pid ${found[2]})`;
    } catch {
      // Not installed, or not allowed: try the next way.
    }
  }
  return null;
}

/** For each `{ port, use }` that is taken: a line naming the port, what it is for and what holds it. */
export async function portsTaken(needed) {
  const lines = [];
  for (const { port, use } of needed) {
    if (await isFree(port)) continue;
    const holder = holderOf(port);
    lines.push(`port ${port} (${use}) is taken${holder ? ` by ${holder}` : ' by another process'}`);
  }
  return lines;
}
