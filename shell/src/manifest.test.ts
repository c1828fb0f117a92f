// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@quadra/contracts';

// The manifest is a static file the browser reads: it cannot import the route table, so this
// keeps its start page the one the route table names.
describe('the web app manifest', () => {
  it('opens the installed app on the events list of the route table', () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../public/manifest.webmanifest'), 'utf8')) as { start_url: string };
    expect(manifest.start_url).toBe(paths.events);
  });
});
