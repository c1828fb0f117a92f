/**
 * The checks of support/readable.ts catch what they name, and only that: each is shown a small
 * page with one fault planted (a word broken inside itself, a button over a name, a 30 px target,
 * a console error, an image with no text alternative for axe) beside the same page without it. Plain HTML in a blank page, so nothing of the
 * app can hide or cause a finding.
 */
import { expect, test } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { consoleErrors, readabilityProblems } from '../../support/readable';

test.use({ viewport: { width: 320, height: 640 } });

const page = (body: string) => `<!doctype html><html lang="pt-BR"><body style="margin:0;font:16px sans-serif">${body}</body></html>`;
const button = (label: string, style: string) => `<button style="${style};margin:0;padding:0;border:0">${label}</button>`;

test('a word broken inside itself is found; one that wraps whole to the next line is not', async ({ page: p }) => {
  await p.setContent(page('<h1 style="width:90px;overflow-wrap:anywhere">Notificações</h1>'));
  expect(await readabilityProblems(p)).toEqual([expect.stringMatching(/^word 'Notificações' broken over \d lines in h1/)]);

  await p.setContent(page('<h1 style="width:200px;font-size:24px;overflow-wrap:break-word">Novas notificações</h1>'));
  expect(await readabilityProblems(p)).toEqual([]);
});

test('a control drawn over a name is found; the same control beside it is not', async ({ page: p }) => {
  const row = (buttonLeft: number) =>
    page(
      `<div style="position:relative;height:60px"><span style="position:absolute;left:8px;top:10px">Gabriela Lima</span>` +
        button('Aprovar', `position:absolute;left:${buttonLeft}px;top:0;width:100px;height:44px`) +
        '</div>',
    );
  await p.setContent(row(40));
  expect(await readabilityProblems(p)).toContainEqual("button 'Aprovar' covers 'Lima' of span 'Gabriela Lima'");

  await p.setContent(row(200));
  expect(await readabilityProblems(p)).toEqual([]);
});

test('a tap target under 44 px is found, with what a finger reaches instead; 44 px and a bar over part of it are not', async ({ page: p }) => {
  await p.setContent(page(`<p style="margin:100px 20px">${button('Remover', 'width:30px;height:30px;overflow:hidden')}</p>`));
  expect(await readabilityProblems(p)).toEqual([expect.stringMatching(/^tap target button 'Remover' is 30×30 px \(21 px left: \w+ '.*', right: p '.*', above: .+, below: .+\)$/)]);

  await p.setContent(page(`<p style="margin:100px 20px">${button('Remover', 'width:44px;height:44px;overflow:hidden')}</p>`));
  expect(await readabilityProblems(p)).toEqual([]);

  // Content scrolls under a fixed header by design: the part under it is hidden, not small.
  await p.setContent(
    page(
      '<header style="position:fixed;top:0;left:0;right:0;height:60px;background:#fff">Quadra</header>' +
        `<div style="padding-top:40px">${button('Me inscrever', 'width:200px;height:60px')}</div>`,
    ),
  );
  expect(await readabilityProblems(p)).toEqual([]);
});

test('console errors and uncaught exceptions are collected, once each', async ({ page: p }) => {
  const errors = consoleErrors(p);
  await p.setContent(page('<p>ok</p>'));
  await p.evaluate(() => console.error('Failed to load resource: the server responded with a status of 400'));
  await p.evaluate(() => setTimeout(() => { throw new Error('boom'); }));
  const seen: string[] = [];
  await expect.poll(() => (seen.push(...errors.take()), seen.length)).toBe(2);
  expect(seen).toEqual([expect.stringContaining('status of 400'), 'uncaught: boom']);
  expect(errors.take()).toEqual([]);
});

test('axe finds an image with no text alternative, in the page and in a frame; the same image with alt text passes', async ({ page: p }) => {
  const main = (img: string) => `<!doctype html><html lang="pt-BR"><head><title>Quadra</title></head><body><main><h1>Quadra</h1>${img}</main></body></html>`;
  const missing = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">';
  const described = missing.replace('<img', '<img alt="Bola"');
  // axe runs in the page itself when it has no frame, and frame by frame when it has one.
  await p.setContent(main(missing));
  expect(await axeViolations(p)).toEqual([expect.stringMatching(/^image-alt \(critical\): img/)]);
  await p.setContent(main(`<iframe title="Placar" srcdoc='${page(missing)}'></iframe>`));
  await expect.poll(() => p.frames().length).toBe(2);
  expect(await axeViolations(p)).toContainEqual(expect.stringMatching(/^image-alt \(critical\): iframe img/));

  await p.setContent(main(described));
  expect(await axeViolations(p)).toEqual([]);
});
