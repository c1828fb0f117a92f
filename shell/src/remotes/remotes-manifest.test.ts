// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemotesManifest } from './remotes-manifest';

const bodies: Record<string, [number, string]> = {
  '/ok.json': [200, JSON.stringify({ mf_events: { entry: 'http://localhost:4202/mf-manifest.json' }, mf_unknown: { entry: 'x' } })],
  '/broken.json': [200, '{ "mf_events": '],
  '/array.json': [200, '[]'],
  '/empty.json': [200, JSON.stringify({ mf_events: { entry: '' } })],
  '/canary.json': [
    200,
    JSON.stringify({
      mf_events: { entry: 'http://a/mf-manifest.json', canary: { entry: 'http://b/mf-manifest.json', percent: 10, maxFailureRate: 0.05, halted: 'falhas' } },
      mf_profile: { entry: 'http://c/mf-manifest.json', canary: { entry: 'http://d/mf-manifest.json', percent: 120 } },
    }),
  ],
};

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = bodies[req.url ?? ''] ?? [404, 'Not found'];
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchRemotesManifest', () => {
  it('keeps the known remotes with an entry', async () => {
    await expect(fetchRemotesManifest(`${base}/ok.json`)).resolves.toEqual({
      mf_events: { entry: 'http://localhost:4202/mf-manifest.json' },
    });
  });

  it('keeps a canary with its share and why it was halted; one with a share outside 0-100 is ignored', async () => {
    await expect(fetchRemotesManifest(`${base}/canary.json`)).resolves.toEqual({
      mf_events: { entry: 'http://a/mf-manifest.json', canary: { entry: 'http://b/mf-manifest.json', percent: 10, halted: 'falhas' } },
      mf_profile: { entry: 'http://c/mf-manifest.json' },
    });
  });

  it.each([
    ['/missing.json', 'não encontrado (HTTP 404)'],
    ['/broken.json', 'não é um JSON válido'],
    ['/array.json', 'deve ser um objeto'],
    ['/empty.json', 'não declara nenhum módulo válido'],
  ])('explains in pt-BR what is wrong with %s', async (path, message) => {
    await expect(fetchRemotesManifest(`${base}${path}`)).rejects.toThrow(message);
  });

  it('says when the server cannot be reached', async () => {
    await expect(fetchRemotesManifest('http://127.0.0.1:9/remotes.json')).rejects.toThrow('Não foi possível obter');
  });
});
