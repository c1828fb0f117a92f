/**
 * A slow network is not a failure: with 3 s added to every request, each section says it is still
 * loading and then shows its own screen; none ever draws 'Não foi possível carregar esta seção.',
 * not even for a moment.
 */
import { expect, test } from '../../support/fixtures';
import { loginAs } from '../../support/helpers';
import { SECTION_FAILED, watchSectionFailures } from '../../support/section-failures';
import { ATHLETES } from '../events/events-data';

const LATENCY_MS = 3_000;

test('with 3 s added to every request, every section loads', async ({ page }) => {
  test.setTimeout(360_000);
  const failures = await watchSectionFailures(page);
  await loginAs(page, ATHLETES.ana.email);
  // Chromium's own network emulation adds the latency to every request: exact whatever the machine's
  // load (a page.route that waits in the test process added 1–2 s more per request on a busy run,
  // past the 3.6 s a remote may stay silent before the shell calls it down).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });

  // One section of each remote, reached the way a person does (in-app navigation, no reload),
  // each known by its own heading (the fallback has a heading too).
  const sections: { path: string; heading: { name: string; level?: number } }[] = [
    { path: '/events', heading: { name: 'Eventos Disponíveis' } },
    { path: '/search', heading: { level: 1, name: 'Buscar' } },
    { path: '/notifications', heading: { level: 1, name: 'Notificações' } },
    { path: `/profile/${ATHLETES.bruno.id}`, heading: { level: 1, name: 'Perfil' } },
    { path: '/create-event', heading: { level: 1, name: 'Crie seu evento' } },
    { path: '/onboarding/step1', heading: { level: 1, name: 'Conte-nos sobre você' } },
  ];

  await page.goto(sections[0]!.path);
  let saidStillLoading = false;
  for (const [i, section] of sections.entries()) {
    if (i > 0) {
      await page.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, section.path);
    }
    // Each remote's manifest, entry and chunks arrive 3 s apart: far longer than the old 4 s
    // budget for the whole load, yet never 'failed'.
    const heading = page.getByRole('heading', { ...section.heading, exact: true });
    const outcome = await Promise.race([
      heading.waitFor({ timeout: 90_000 }).then(() => 'loaded'),
      page.getByText(SECTION_FAILED).waitFor({ timeout: 90_000 }).then(() => 'failed'),
      page
        .getByText('Ainda carregando…')
        .waitFor({ timeout: 90_000 })
        .then(() => {
          saidStillLoading = true;
          return heading.waitFor({ timeout: 90_000 }).then(() => 'loaded');
        }),
    ]);
    expect(outcome, `${section.path} loads on a slow network`).toBe('loaded');
    expect(failures, `'${SECTION_FAILED}' drawn on a slow network`).toEqual([]);
  }
  expect(saidStillLoading, "a slow section says 'Ainda carregando…' meanwhile").toBe(true);
});
