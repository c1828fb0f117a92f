// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@quadra/contracts';

const manifest = JSON.parse(readFileSync(path.join(__dirname, '../public/manifest.webmanifest'), 'utf8')) as {
  start_url: string;
  icons: { src: string; type: string }[];
};

describe('the web app manifest', () => {
  // The manifest is a static file the browser reads: it cannot import the route table, so this
  // keeps its start page the one the route table names.
  it('opens the installed app on the events list of the route table', () => {
    expect(manifest.start_url).toBe(paths.events);
  });

  // Chrome fetches the page's icon and the manifest's as the page loads, and builds an SVG one as a
  // document of its own on the page's main thread: a long task of the load (5–29 ms, Lighthouse).
  it('gives the browser PNG icons only, in the manifest and in the document', () => {
    expect(manifest.icons.map((icon) => icon.type)).toEqual(manifest.icons.map(() => 'image/png'));
    const documentIcons = readFileSync(path.join(__dirname, '../index.html'), 'utf8').match(/<link rel="icon"[^>]*>/g);
    expect(documentIcons).toEqual([expect.stringContaining('type="image/png"')]);
  });
});
