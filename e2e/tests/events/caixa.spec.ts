// The club's caixa (issue 51) at 390 px: a club with 4 mensalistas at R$ 80,00 and 2 avulsos at
// R$ 20,00 plays two games in the month and pays R$ 300,00 of court rent; two mensalistas pay by Pix
// ('Já paguei'); the admin uploads an OFX statement with their two credits and an unrelated one:
// both are confirmed, the unrelated one is left alone, a second upload changes nothing; 'Saldo do
// caixa' and every member's 'Saldo' are what a person computes by hand. Then the caixa at 320 and
// 390 px for an admin and a member: nothing clipped, axe clean.
import type { Browser } from '@playwright/test';
import { test, expect, type Page } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { expectToFit } from '../../support/fit';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { saoPauloIn } from '../../support/sao-paulo-time';
import { stack } from '../../support/stack-env';
import { newAthlete, signedIn, type TestAthlete } from '../notifications/notifications-data';

const admin = apiClient('service_role');

async function phone(browser: Browser, who: TestAthlete, width = 390): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, who.email);
  return page;
}

/** An OFX 2.x statement (the XML Nubank exports) with the given Pix credits. */
function ofx(credits: { id: string; cents: number; memo: string }[]): Buffer {
  const day = saoPauloIn(0).date.replaceAll('-', '');
  const lines = credits.map((c) => `<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>${day}100000[-3:BRT]</DTPOSTED>
<TRNAMT>${(c.cents / 100).toFixed(2)}</TRNAMT><FITID>${c.id}</FITID><MEMO>${c.memo}</MEMO></STMTTRN>`).join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>${day}120000[-3:BRT]</DTSERVER><LANGUAGE>POR</LANGUAGE></SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><STMTRS><CURDEF>BRL</CURDEF>
<BANKACCTFROM><BANKID>0260</BANKID><ACCTID>1234567-8</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>${day}000000[-3:BRT]</DTSTART><DTEND>${day}235959[-3:BRT]</DTEND>
${lines}
</BANKTRANLIST><LEDGERBAL><BALAMT>0.00</BALAMT><DTASOF>${day}235959[-3:BRT]</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`, 'utf-8');
}

const caixaOf = (page: Page) => page.getByRole('region', { name: 'Caixa' });
const balanceOf = (page: Page, name: string) => caixaOf(page).getByRole('region', { name: 'Saldo dos membros' }).getByRole('listitem').filter({ hasText: name });

test("a month of the club's caixa: dues, games, rent, two Pix confirmed from the bank statement, every 'Saldo' right", async ({ browser }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const [ana, carla, diego, gil, hugo, elisa, fabio] = await Promise.all([
    newAthlete(`Ana ${tag}`), newAthlete(`Carla ${tag}`), newAthlete(`Diego ${tag}`), newAthlete(`Gil ${tag}`),
    newAthlete(`Hugo ${tag}`), newAthlete(`Elisa ${tag}`), newAthlete(`Fábio ${tag}`)]);
  const mensalistas = [carla, diego, gil, hugo];
  const avulsos = [elisa, fabio];

  // The club of the previous issue, made through its RPCs: Ana owns it; four mensalistas, two avulsos.
  const club = `Caixa FC ${tag}`;
  const anaApi = await signedIn(ana);
  const { data: clubId, error } = await anaApi.rpc('create_club', { p_club: { name: club } });
  if (error || !clubId) throw new Error(`create_club: ${error?.message}`);
  const token = ((await anaApi.rpc('get_club_invite', { p_club_id: clubId })).data as { token: string }).token;
  for (const who of [...mensalistas, ...avulsos]) {
    const joined = await (await signedIn(who)).rpc('join_club_by_invite', { p_token: token });
    if (joined.error) throw new Error(`join_club_by_invite: ${joined.error.message}`);
  }
  for (const who of mensalistas) {
    const set = await anaApi.rpc('set_club_member', { p_club_id: clubId, p_user_id: who.id, p_kind: 'mensalista' });
    if (set.error) throw new Error(`set_club_member: ${set.error.message}`);
  }

  // Ana sets the prices: 'Mensalidade' R$ 80,00 due on the 1st, 'Valor por jogo' R$ 20,00, her Pix key.
  const anaPhone = await phone(browser, ana);
  await visit(anaPhone, `/club/${clubId}`);
  const caixa = caixaOf(anaPhone);
  await caixa.getByLabel('Mensalidade (R$)').fill('80,00');
  await caixa.getByLabel('Vencimento (dia do mês)').fill('1');
  await caixa.getByLabel('Valor por jogo (R$)').fill('20,00');
  await caixa.getByLabel('Tipo de chave').selectOption({ label: 'E-mail' });
  await caixa.getByLabel('Chave Pix').fill('caixa@quadra.dev');
  await caixa.getByLabel('Nome de quem recebe').fill('Ana');
  await caixa.getByLabel('Cidade de quem recebe').fill('São Paulo');
  await caixa.getByRole('button', { name: 'Salvar preços' }).click();
  await expect(anaPhone.getByText('Preços do caixa salvos!')).toBeVisible();
  // The month began with the caixa already set (the scheduler bills from then on).
  await admin.from('club_caixa').update({ charges_from: new Date(Date.now() - 40 * 86_400_000).toISOString() }).eq('club_id', clubId);

  // Two games this month, played by everyone; the scheduler completes them and bills the month.
  for (const hoursAgo of [5, 4]) {
    const soon = saoPauloIn(3 * 24 * 60);
    const { data: game, error: gameError } = await admin.from('events').insert({
      title: `Jogo ${hoursAgo} ${tag}`, location: 'Quadra do Parque', date: soon.date, time: '19:00:00', min_participants: 1, max_participants: 10,
      created_by: ana.id, club_id: clubId }).select('id').single();
    if (gameError) throw new Error(`game: ${gameError.message}`);
    const played = await admin.from('event_participants').insert(avulsos.map((a) => ({ event_id: game!.id, user_id: a.id, status: 'registered' })));
    if (played.error) throw new Error(`participants: ${played.error.message}`);
    const past = saoPauloIn(-hoursAgo * 60);
    await admin.from('events').update({ date: past.date, time: past.time }).eq('id', game!.id);
  }
  await admin.rpc('run_scheduled_jobs', { p_now: new Date().toISOString() });

  // 'Saída': R$ 300,00 of court rent.
  await anaPhone.reload();
  await caixaOf(anaPhone).getByRole('button', { name: 'Saída', exact: true }).click();
  const dialog = anaPhone.getByRole('dialog', { name: 'Nova saída' });
  await dialog.getByLabel('Valor (R$)').fill('300,00');
  await dialog.getByLabel('Descrição').fill('Aluguel da quadra');
  await dialog.getByRole('button', { name: 'Lançar' }).click();
  await expect(anaPhone.getByText('Saída lançada!')).toBeVisible();

  // Carla and Diego see what they owe, one Pix code each, and say 'Já paguei'.
  const txids: string[] = [];
  for (const who of [carla, diego]) {
    const p = await phone(browser, who);
    await visit(p, `/club/${clubId}`);
    await expect(caixaOf(p).getByText('Devendo R$ 80,00')).toBeVisible();
    const code = await caixaOf(p).getByLabel('Pix Copia e Cola').inputValue();
    const txid = /QCD\d{8}[0-9A-F]{14}/.exec(code)?.[0];
    expect(txid, `${who.name}'s BR Code carries his txid`).toBeTruthy();
    txids.push(txid!);
    await caixaOf(p).getByRole('button', { name: 'Já paguei' }).click();
    await expect(caixaOf(p).getByText('Você informou o pagamento. Aguardando a confirmação de um administrador.')).toBeVisible();
    await p.context().close();
  }

  // The bank's OFX: both Pix credits and a sponsor's transfer. Both are confirmed, the sponsor left alone.
  const statement = ofx([
    { id: `${tag}-1`, cents: 8000, memo: `Transferência recebida pelo Pix - ${carla.name.toUpperCase()} - •••.123.456-•• - TXID: ${txids[0]}` },
    { id: `${tag}-2`, cents: 8000, memo: `Transferência recebida pelo Pix - ${diego.name.toUpperCase()} - •••.654.321-•• - TXID: ${txids[1]}` },
    { id: `${tag}-3`, cents: 15000, memo: 'Transferência recebida pelo Pix - PADARIA DO BAIRRO LTDA - 12.345.678/0001-90' },
  ]);
  await anaPhone.reload();
  const upload = () => caixaOf(anaPhone).getByLabel('Enviar extrato').setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: statement });
  await upload();
  await expect(caixaOf(anaPhone).getByRole('status').filter({ hasText: '2 pagamentos confirmados, 0 já lançados, 1 sem cobrança.' })).toBeVisible();
  await upload();
  await expect(caixaOf(anaPhone).getByRole('status').filter({ hasText: '0 pagamentos confirmados, 2 já lançados, 1 sem cobrança.' })).toBeVisible();
  const { data: payments } = await admin.from('club_ledger').select('user_id, amount_cents, bank_id').eq('club_id', clubId).eq('kind', 'payment');
  expect(payments?.map((p) => [p.user_id, p.amount_cents, p.bank_id]).sort()).toEqual([
    [carla.id, 8000, `ofx:0260/1234567-8:${tag}-1`], [diego.id, 8000, `ofx:0260/1234567-8:${tag}-2`]].sort()); // the bank id: bank, account, FITID

  // By hand: in 160,00 (two dues), out 300,00: the caixa holds -140,00. Gil and Hugo owe a month,
  // Elisa and Fábio two games.
  await anaPhone.reload();
  await expect(caixaOf(anaPhone).getByTestId('caixa-cash')).toHaveText('-R$ 140,00');
  const month = caixaOf(anaPhone).locator('dl').first();
  await expect(month).toContainText('EntradasR$ 160,00');
  await expect(month).toContainText('SaídasR$ 300,00');
  for (const [who, saldo] of [[carla, 'Em dia'], [diego, 'Em dia'], [gil, 'Devendo R$ 80,00'], [hugo, 'Devendo R$ 80,00'],
    [elisa, 'Devendo R$ 40,00'], [fabio, 'Devendo R$ 40,00'], [ana, 'Em dia']] as const) {
    await expect(balanceOf(anaPhone, who.name), who.name).toContainText(saldo);
  }

  // The caixa at 320 and 390 px, for the admin and for a member: nothing clipped, axe clean.
  for (const width of [320, 390]) {
    for (const who of [ana, gil]) {
      const p = await phone(browser, who, width);
      await visit(p, `/club/${clubId}`);
      await expect(caixaOf(p).getByText(who === ana ? 'Saldo do caixa' : 'Devendo R$ 80,00').first()).toBeVisible();
      await expectToFit(p, `/club caixa of ${who.name} at ${width}`);
      expect(await axeViolations(p), `/club caixa of ${who.name} at ${width}`).toEqual([]);
      await p.context().close();
    }
  }
});
