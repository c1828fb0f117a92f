import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';

const bootOf = (html: string) => {
  const json = html.match(/<script type="application\/json" id="quadra-boot">([\s\S]*?)<\/script>/)?.[1];
  return json ? (JSON.parse(json) as { config: { supabaseUrl: string }; remotes: Record<string, { entry: string }> }) : null;
};

test('the document carries the runtime config and the remote registry, and hints the route’s remote', async ({ page }) => {
  const remotes = JSON.parse(await readFile(stack.remotesFile, 'utf8')) as Record<string, { entry: string }>;
  const config = JSON.parse(await readFile(path.join(path.dirname(stack.remotesFile), 'config.json'), 'utf8'));

  const html = await (await page.request.get('/events')).text();
  expect(bootOf(html)).toEqual({ config, remotes });
  expect(html).toContain(`<link rel="preconnect" href="${new URL(stack.apiUrl).origin}" crossorigin>`);
  expect(html).toContain(`<link rel="preload" href="${remotes.mf_events!.entry}" as="fetch" crossorigin>`);
  // Another route, another remote.
  const profile = await (await page.request.get('/profile/a0000000-0000-4000-8000-000000000001')).text();
  expect(profile).toContain(`<link rel="preload" href="${remotes.mf_profile!.entry}" as="fetch" crossorigin>`);

  // The shell starts from the document: no request for the two files before /events shows.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await visit(page, '/events');
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  expect(asked.filter((p) => p === '/remotes.json' || p === '/config.json')).toEqual([]);
});
