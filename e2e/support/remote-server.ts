/**
 * Test-owned copies of a remote: copy its built dist/ to a temp folder, break or change it, and
 * serve it on one of the ports the stack reserved for tests (allowed by the shell's CSP).
 * Then point the browser at it with `pointRemotes(page, { mf_profile: copy.entry })`.
 */
import { copyFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer } from '../../scripts/serve-static.mjs';
import { APPS } from '../../scripts/lib/stack.mjs';
import { stack } from './stack-env';

type Server = { url: string; close: () => Promise<void> };

export interface RemoteCopy {
  dir: string;
  port: number;
  entry: string;
  /** Serves the folder (again); `spa` answers unknown paths with an HTML page. */
  start(options?: { spa?: boolean }): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export function distOf(remote: string): string {
  const app = (APPS as { name: string; project: string }[]).find((a) => a.name === remote);
  if (!app) throw new Error(`unknown remote ${remote}`);
  return path.join(stack.distDir, app.project);
}

/** Copies `from` (a remote's dist by default) into a temp folder served on test port `portIndex`. */
export async function remoteCopy(remote: string, portIndex: number, from = distOf(remote)): Promise<RemoteCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `quadra-${remote}-`));
  // With the compressed variants and the files' times: the server compresses again only what the
  // test changes (a variant older than its file is written anew).
  await cp(from, dir, { recursive: true, preserveTimestamps: true });
  const port = stack.testPort(portIndex);
  let server: Server | null = null;
  const copy: RemoteCopy = {
    dir,
    port,
    entry: `http://localhost:${port}/mf-manifest.json`,
    async start({ spa = false } = {}) {
      await copy.stop();
      server = (await startStaticServer({ dir, port, spa, host: 'localhost' })) as Server;
    },
    async stop() {
      if (server) await server.close();
      server = null;
    },
    async dispose() {
      await copy.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return copy;
}

/** Files of a remote's build that its exposed pages need beyond the remote entry. */
export async function asyncChunks(dir: string): Promise<string[]> {
  const folder = path.join(dir, 'static/js/async');
  return (await readdir(folder)).filter((f) => f.endsWith('.js')).map((f) => path.join(folder, f));
}

/** Makes this page's shell see a different remotes.json (the file on disk is left alone). */
export async function pointRemotes(page: Page, overrides: Record<string, string>): Promise<void> {
  // The registry reaches the shell in its document, and from /remotes.json when the document has none.
  await rewriteBootRemotes(page, overrides);
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, { entry: string }>;
    for (const [name, entry] of Object.entries(overrides)) json[name] = { entry };
    await route.fulfill({ response, json });
  });
}

/**
 * Changes the remote registry the server wrote into this page's shell documents
 * (scripts/serve-static.mjs) before the shell reads it: `overrides` re-points remotes, `null`
 * removes the registry (the shell then fetches /remotes.json, as when the server could not read
 * it). Done in the page, not by answering the document from the test: Chromium treats a document
 * fulfilled by Playwright as public and refuses its requests to localhost (local network access).
 */
export async function rewriteBootRemotes(page: Page, overrides: Record<string, string> | null): Promise<void> {
  await rewriteBoot(page, { remotes: overrides });
}

/**
 * Removes all the server wrote for the shell's start: it then fetches /config.json and /remotes.json,
 * and its page asks the API for its data (without the first screen's answers, as where the server
 * could not read the config).
 */
export async function dropBootData(page: Page): Promise<void> {
  await rewriteBoot(page, 'drop');
}

async function rewriteBoot(page: Page, change: { remotes: Record<string, string> | null } | 'drop'): Promise<void> {
  await page.addInitScript((change: { remotes: Record<string, string> | null } | 'drop') => {
    const rewrite = () => {
      if (change === 'drop') {
        for (const id of ['quadra-boot', 'quadra-first-answers']) document.getElementById(id)?.remove();
        return;
      }
      const element = document.getElementById('quadra-boot');
      if (!element?.textContent || element.dataset.rewritten) return;
      const boot = JSON.parse(element.textContent) as { remotes: Record<string, { entry: string }> | null };
      if (change.remotes === null) boot.remotes = null;
      else if (boot.remotes) for (const [name, entry] of Object.entries(change.remotes)) boot.remotes[name] = { entry };
      element.textContent = JSON.stringify(boot);
      element.dataset.rewritten = 'yes';
    };
    // The shell's entry is a deferred script: it runs after the parser, hence after this.
    new MutationObserver(rewrite).observe(document, { childList: true, subtree: true, characterData: true });
  }, change);
}

/** What a remote's line in remotes.json may hold. */
export type RemoteRegistry = Record<string, { entry: string; canary?: Record<string, unknown> }>;

/**
 * A running shell of a spec's own on test port `portIndex`, reading its own remotes.json (the
 * suite's, changed by `edit`) and config.json: publishing there does not change what the specs
 * running alongside see through the suite's shell. It reads failure counts with the service role
 * (canary gate, /status/remotes); `operatorKey` is another key its status accepts.
 */
export async function startOwnShell(portIndex: number, edit: (registry: RemoteRegistry) => void = () => undefined, options: { operatorKey?: string } = {}) {
  const state = await mkdtemp(path.join(os.tmpdir(), 'quadra-shell-'));
  const remotesFile = path.join(state, 'remotes.json');
  const configFile = path.join(state, 'config.json');
  const registry = JSON.parse(await readFile(stack.remotesFile, 'utf8')) as RemoteRegistry;
  edit(registry);
  await writeFile(remotesFile, JSON.stringify(registry, null, 2));
  await copyFile(path.join(path.dirname(stack.remotesFile), 'config.json'), configFile);
  const server = (await startStaticServer({
    dir: distOf('shell'),
    port: stack.testPort(portIndex),
    spa: true,
    remotesFile,
    configFile,
    apiUrl: stack.apiUrl,
    serviceRoleKey: stack.serviceRoleKey,
    operatorKey: options.operatorKey,
  })) as Server;
  return {
    url: server.url,
    remotesFile,
    configFile,
    async close() {
      await server.close();
      await rm(state, { recursive: true, force: true });
    },
  };
}
