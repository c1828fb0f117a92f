/**
 * Issue 28: the court's cost split among the players who came and paid with Pix. The organiser sets
 * 'R$ 120,00' and an e-mail key on the edit screen; 8 of the 10 registered are marked present; each
 * of the 8 sees 'Pagar R$ 15,00 com Pix' and copies a BR Code that this test decodes on its own
 * (a small EMV TLV reader here, the CRC16 from the `crc` package — not pix-utils, which made it);
 * two say 'Já paguei', the organiser confirms one, and the CSV adds up to the total.
 */
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { crc16ccitt } from 'crc';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { expectToFit } from '../../support/fit';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { freshAthlete, type FreshAthlete } from '../profile/profile-data';
import { ATHLETES } from './events-data';

const ORGANISER = ATHLETES.bruno;
const PIX_KEY = 'bruno.pix@quadra.dev';

/** EMV MPM: ID (2 digits), length (2 digits), value; templates nest the same way. */
function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length; ) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad TLV at ${at}: ${text.slice(at, at + 8)}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

function decodeBrCode(code: string) {
  const top = readTlv(code);
  const account = readTlv(top.get('26') ?? '');
  const extra = readTlv(top.get('62') ?? '');
  // The CRC (field 63) covers everything up to and including its own ID and length, '6304'.
  const crcGiven = top.get('63');
  const crcComputed = crc16ccitt(code.slice(0, code.length - 4)).toString(16).toUpperCase().padStart(4, '0');
  return {
    format: top.get('00'),
    gui: account.get('00'),
    key: account.get('01'),
    currency: top.get('53'),
    amount: top.get('54'),
    country: top.get('58'),
    name: top.get('59'),
    city: top.get('60'),
    txid: extra.get('05'),
    crcValid: crcGiven === crcComputed,
  };
}

/** A signed-in page of its own (own storage, clipboard allowed) for one athlete. */
async function pageOf(browser: Browser, who: { email: string }, width = 390): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, who.email);
  return page;
}

/**
 * Ten players of this run only: the game closes with their evaluations open, which a deployed site
 * would otherwise add to the demo athletes' 'Eventos Inscritos' on every run.
 */
function newPlayers(): Promise<FreshAthlete[]> {
  const tag = Math.random().toString(36).slice(2, 6);
  return Promise.all(Array.from({ length: 10 }, (_, i) => freshAthlete(`Pagante ${String.fromCharCode(65 + i)} ${tag}`)));
}

/** A new event of Bruno's starting in an hour (so game day is open), with `players` registered. */
async function courtEvent(players: FreshAthlete[]): Promise<{ id: string; title: string }> {
  const admin = apiClient('service_role');
  const start = new Date(Date.now() + 60 * 60_000);
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(start);
  const [date, time] = local.split(' ');
  const title = `Aluguel da quadra ${Math.random().toString(36).slice(2, 7)}`;
  const { data: event, error } = await admin
    .from('events')
    .insert({ title, location: 'Quadra do Parque', date, time, created_by: ORGANISER.id, min_participants: 1, max_participants: 12 })
    .select('id, title')
    .single();
  if (error) throw new Error(`event: ${error.message}`);
  const joined = await admin.from('event_participants').insert(players.map((p) => ({ event_id: event.id, user_id: p.id, status: 'registered' })));
  if (joined.error) throw new Error(`participants: ${joined.error.message}`);
  return event;
}

async function txidOf(eventId: string, userId: string): Promise<string> {
  const { data, error } = await apiClient('service_role').from('event_payment_shares' as never).select('txid')
    .eq('event_id', eventId).eq('user_id', userId).single();
  if (error) throw new Error(error.message);
  return (data as { txid: string }).txid;
}

test('the organiser charges R$ 120,00 by Pix, 8 who came pay R$ 15,00 each, and the ledger adds up', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const players = await newPlayers();
  const present = players.slice(0, 8);
  const event = await courtEvent(players);

  // The organiser sets the cost and an e-mail Pix key on the edit screen (on a 320 px phone).
  await loginAs(page, ORGANISER.email);
  await page.setViewportSize({ width: 320, height: 800 });
  await visit(page, '/create-event/step3');
  await page.getByRole('switch', { name: /Cobrar o custo do evento/ }).check();
  await expect(page.getByLabel('Valor total (R$)')).toBeVisible();
  await expectToFit(page, "the wizard's 'Custo do evento'");
  await visit(page, `/event/${event.id}/edit`);
  await page.getByRole('tab', { name: 'Custo' }).click();
  await page.getByRole('switch', { name: /Cobrar o custo do evento/ }).check();
  await page.getByLabel('Valor total (R$)').fill('120,00');
  await page.getByLabel('Chave Pix').fill('bruno.pix@');
  await page.getByLabel('Nome de quem recebe').fill('Bruno Oliveira');
  await page.getByLabel('Cidade de quem recebe').fill('São Paulo');
  await page.getByRole('button', { name: 'Salvar custo' }).click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await page.getByLabel('Chave Pix').fill(PIX_KEY);
  await expect(page.getByText('E-mail inválido')).toHaveCount(0);
  await expectToFit(page, "the edit screen's 'Custo'");
  await page.getByRole('button', { name: 'Salvar custo' }).click();
  await expect(page.getByText('Custo do evento salvo!')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  // Game day (issue 27's screen): everyone present, then the last two 'Faltou' — the split follows.
  await visit(page, `/event/${event.id}`);
  const gameDay = page.getByRole('region', { name: 'Dia do jogo' });
  await gameDay.getByRole('button', { name: 'Marcar todos como presentes' }).click();
  for (const absent of players.slice(8)) {
    const row = gameDay.getByRole('group', { name: `Presença de ${absent.name}` });
    await expect(row.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
    await row.getByRole('button', { name: 'Faltou' }).click();
    await expect(row.getByRole('button', { name: 'Faltou' })).toHaveAttribute('aria-pressed', 'true');
  }

  // Each of the 8 sees R$ 15,00 and a BR Code for exactly that, to Bruno's key, naming the share.
  for (const [i, player] of present.entries()) {
    const pay = await pageOf(browser, player, i === 0 ? 320 : 390);
    await visit(pay, `/event/${event.id}`);
    const section = pay.getByRole('region', { name: 'Pagar R$ 15,00 com Pix' });
    await expect(section).toBeVisible();
    await expect(section.getByText('O pagamento vai direto para a chave Pix do organizador.')).toBeVisible();
    await expect(section.getByRole('img', { name: /QR Code do Pix de R\$\s15,00/ })).toBeVisible();
    await section.getByRole('button', { name: 'Copiar código' }).click();
    await expect(pay.getByText('Código Pix copiado!')).toBeVisible();
    const copied = await pay.evaluate(() => navigator.clipboard.readText());
    await expect(section.getByLabel('Pix Copia e Cola')).toHaveValue(copied);
    expect(decodeBrCode(copied)).toEqual({
      format: '01', gui: 'br.gov.bcb.pix', key: PIX_KEY, currency: '986', amount: '15.00', country: 'BR',
      name: 'BRUNO OLIVEIRA', city: 'SAO PAULO', txid: await txidOf(event.id, player.id), crcValid: true,
    });
    if (i === 0) await expectToFit(pay, 'the Pix payment on the event');
    if (i < 2) {
      await section.getByRole('button', { name: 'Já paguei' }).click();
      await expect(section.getByText('Informado')).toBeVisible();
    }
    await pay.context().close();
  }
  // The absent owe nothing: no payment on their screen.
  const absent = await pageOf(browser, players[9]!);
  await visit(absent, `/event/${event.id}`);
  await expect(absent.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(absent.getByText(/com Pix$/)).toHaveCount(0);
  await absent.context().close();

  // The organiser's 'Pagamentos': two 'Informado', confirms one.
  await page.setViewportSize({ width: 320, height: 800 });
  await visit(page, `/event/${event.id}`);
  await page.getByRole('link', { name: 'Pagamentos' }).click();
  const ledger = page.getByRole('list', { name: 'Pagamentos' });
  await expect(ledger.getByRole('listitem')).toHaveCount(8);
  await expect(ledger.getByText('Informado')).toHaveCount(2);
  await expect(ledger.getByText('Pendente')).toHaveCount(6);
  await expect(page.getByText('Recebido R$ 0,00 de R$ 120,00')).toBeVisible();
  await expectToFit(page, "the organiser's payments");
  await ledger.getByRole('listitem', { name: present[0]!.name }).getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(page.getByText('Recebido R$ 15,00 de R$ 120,00')).toBeVisible();
  await expect(ledger.getByText('Confirmado')).toHaveCount(1);
  await expect(ledger.getByText('Informado')).toHaveCount(1);
  await expect(ledger.getByRole('listitem', { name: present[0]!.name }).getByRole('button', { name: 'Marcar como não recebido' })).toBeVisible();

  // 'Exportar CSV': UTF-8 with BOM, one row per share, pt-BR amounts adding up to 120,00.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const { data } = Papa.parse<string[]>(bytes.toString('utf8').slice(1).trim(), { delimiter: ';' });
  const [header, ...rows] = data;
  expect(header?.slice(0, 4)).toEqual(['Jogador', 'Valor (R$)', 'Pago (R$)', 'Situação']);
  expect(rows).toHaveLength(8);
  const cents = rows.map((r) => Number((r[1] ?? '').replace('.', '').replace(',', '')));
  expect(cents.reduce((a, b) => a + b, 0)).toBe(12000);
  expect(rows.map((r) => r[2]).sort()).toEqual([...Array(6).fill('0,00'), '15,00', '15,00']);
  expect(rows.map((r) => r[3]).sort()).toEqual(['Confirmado', 'Informado', ...Array(6).fill('Pendente')]);

  // Issue 56: one more 'Faltou' makes it R$ 17,14 or 17,15 among 7. What was paid is kept and
  // the rest is owed: the player who said 'Já paguei' is asked for the difference only.
  await visit(page, `/event/${event.id}`);
  const lastRow = page.getByRole('region', { name: 'Dia do jogo' }).getByRole('group', { name: `Presença de ${present[7]!.name}` });
  await lastRow.getByRole('button', { name: 'Faltou' }).click();
  await expect(lastRow.getByRole('button', { name: 'Faltou' })).toHaveAttribute('aria-pressed', 'true');
  const payer = await pageOf(browser, present[1]!, 320);
  await visit(payer, `/event/${event.id}`);
  const rest = payer.getByRole('region', { name: /^Pagar R\$ 2,1[45] com Pix$/ });
  await expect(rest).toBeVisible();
  await expect(rest.getByText(/^Você já informou R\$\s15,00\. A divisão mudou: falta R\$\s2,1[45]\.$/)).toBeVisible();
  await expect(rest.getByRole('button', { name: 'Já paguei' })).toBeVisible();
  await rest.getByRole('button', { name: 'Copiar código' }).click();
  expect(decodeBrCode(await payer.evaluate(() => navigator.clipboard.readText())).amount).toMatch(/^2\.1[45]$/);
  await expectToFit(payer, 'the rest to pay after a changed split');
  expect(await axeViolations(payer)).toEqual([]);
  await payer.context().close();
  await page.getByRole('link', { name: 'Pagamentos' }).click();
  await expect(ledger.getByText(/^Pago R\$\s15,00$/)).toHaveCount(2);
  await expect(ledger.getByText('Pendente')).toHaveCount(7);
  await expect(page.getByText('Recebido R$ 15,00 de R$ 120,00')).toBeVisible();
  await expectToFit(page, "the organiser's payments after a changed split");
  expect(await axeViolations(page)).toEqual([]);
});
