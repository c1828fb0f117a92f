import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { checkBudgets, recordLoads, routeFirstLoads } from '../lib/route-budgets.mjs';

const APPS = [
  { name: 'shell', project: 'shell' },
  { name: 'mf_events', project: 'mf-events' },
];

let root: string;
const distOf = (project: string) => path.join(root, project);

async function put(project: string, file: string, content: string | Buffer) {
  await mkdir(path.dirname(path.join(distOf(project), file)), { recursive: true });
  await writeFile(path.join(distOf(project), file), content);
}

/** A build of a shell and one remote as the real builds lay them out, with `page` as /events' page chunk. */
async function build(page: string | Buffer, pageModules: Record<string, number>) {
  await put('shell', 'document.json', JSON.stringify({ app: { scripts: [{ src: '/static/js/index.js' }], preloads: [{ href: '/static/js/async/startup.js', as: 'script' }, { href: '/static/css/a.css', as: 'style' }] } }));
  await put('shell', 'route-remotes.json', JSON.stringify([{ path: '/events', remote: 'mf_events', module: './EventsPage' }]));
  await put('shell', 'static/js/index.js', 'console.log("entry");');
  await put('shell', 'static/js/async/startup.js', 'export const react = "react";'.repeat(50));
  await put('shell', 'chunk-report.json', JSON.stringify({ 'static/js/async/startup.js': { packages: ['react'], modules: { './node_modules/react/index.js': 1500 } } }));
  await put('mf-events', 'mf-manifest.json', JSON.stringify({ metaData: { remoteEntry: { name: 'mf_events.js', path: '' } }, exposes: [{ path: './EventsPage', assets: { js: { sync: ['static/js/async/page.js'], async: [] } } }] }));
  await put('mf-events', 'mf_events.js', 'var mf_events = {};');
  await put('mf-events', 'static/js/async/page.js', page);
  await put('mf-events', 'chunk-report.json', JSON.stringify({ 'static/js/async/page.js': { packages: ['app'], modules: pageModules } }));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'quadra-budgets-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('route budgets', () => {
  it('counts the shell’s start and the route’s remote entry and page, and passes within budget', async () => {
    await build('export function EventsPage() {}', { './src/events-page.tsx': 30 });
    const loads = routeFirstLoads(distOf, APPS);
    expect(loads[0].files.map((f: { app: string; file: string }) => `${f.app}/${f.file}`)).toEqual([
      'shell/static/js/index.js',
      'shell/static/js/async/startup.js',
      'mf-events/mf_events.js',
      'mf-events/static/js/async/page.js',
    ]);
    const budgets = recordLoads(loads, { routes: { '/events': { maxBytes: 2048, recordedBytes: 0 } }, modules: {} });
    expect(checkBudgets(loads, budgets)).toEqual([]);
  });

  it('fails on a planted 5 KB import into /events’ first load, naming the module and by how much it grew', async () => {
    await build('export function EventsPage() {}', { './src/events-page.tsx': 30 });
    const budgets = recordLoads(routeFirstLoads(distOf, APPS), { routes: { '/events': { maxBytes: 2048, recordedBytes: 0 } }, modules: {} });
    // 5 KB that gzip cannot shrink, as a module of the page's chunk.
    const planted = randomBytes(5 * 1024).toString('base64').slice(0, 5 * 1024);
    await build(`export function EventsPage() {}\nconst planted = "${planted}";`, { './src/events-page.tsx': 30, './src/planted-5kb.ts': planted.length });
    const [problem, ...others] = checkBudgets(routeFirstLoads(distOf, APPS), budgets);
    expect(others).toEqual([]);
    expect(problem).toMatch(/^\/events: [\d.]+ KB of JS gzip before its screen renders, over its budget of 2\.0 KB by [\d.]+ KB\./);
    expect(problem).toMatch(/Grew by 3\.\d KB since the recorded/);
    expect(problem).toContain('new: mf-events:./src/planted-5kb.ts +5.0 KB');
    expect(problem).not.toContain('events-page.tsx');
  });

  it('asks for a budget for a route that has none', async () => {
    await build('export function EventsPage() {}', {});
    expect(checkBudgets(routeFirstLoads(distOf, APPS), { routes: {}, modules: {} })).toEqual([expect.stringMatching(/^\/events: no budget/)]);
  });
});
