import { test, expect } from '../../support/fixtures';
import { apiClient, DEMO_PASSWORD, loginAs, snap, visit } from '../../support/helpers';
import { expectAccessible, expectFits320, finishedGame, freshAthlete } from './profile-data';

test('an athlete evaluates her finished game: two praises, a comment, one submission; the praised see it', async ({ page, browser }) => {
  // One journey across three athletes' screens, with accessibility checks on the way.
  test.setTimeout(150_000);
  const title = `Pelada avaliada ${Date.now().toString(36)}`;
  const [ana, bia, caio, duda, eva] = await Promise.all([
    freshAthlete('Ana Avaliadora'), freshAthlete('Bia Elogiada'), freshAthlete('Caio Elogiado'), freshAthlete('Duda Reserva'), freshAthlete('Eva Reserva'),
  ]);
  const eventId = await finishedGame(title, [ana, bia, caio, duda, eva]);

  await loginAs(page, ana.email);
  await visit(page, '/my-events');
  const card = page.getByRole('region', { name: 'Encerrados' }).getByRole('article', { name: title });
  await card.getByRole('link', { name: 'Avaliar Evento e Jogadores' }).click();
  await expect(page).toHaveURL(new RegExp(`/event-evaluation/${eventId}$`));
  await expect(page.getByRole('heading', { name: 'Avalie seu último jogo' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  for (const tab of ['Esportistas', 'Evento', 'Local']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByText('Você pode avaliar até 3 jogadores')).toBeVisible();
  await expectAccessible(page);
  await expectFits320(page);

  // At most 3 players: the fourth is refused with the spec's toast.
  for (const p of [bia, caio, duda]) await page.getByRole('button', { name: `Selecionar ${p.name}` }).click();
  await page.getByRole('button', { name: `Selecionar ${eva.name}` }).click();
  await expect(page.getByText('Limite atingido')).toBeVisible();
  await expect(page.getByText('Você pode selecionar até 3 jogadores para elogiar.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Selecionar ${eva.name}` })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: `Selecionar ${duda.name}` }).click();
  await expect(page.getByRole('button', { name: `Elogiar ${duda.name}` })).toHaveCount(0);

  // 'Elogiar' -> 'Fazer um elogio?': five options, 'Confirmar Elogio' waits for a choice.
  await page.getByRole('button', { name: `Elogiar ${bia.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Fazer um elogio?' });
  await expect(dialog).toBeVisible();
  for (const option of ['Comunicativo', 'Trabalho em equipe', 'Habilidoso', 'Amigável', 'Esforçado']) {
    await expect(dialog.getByRole('radio', { name: option })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Confirmar Elogio' })).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: 'Habilidoso' }).check();
  await dialog.getByRole('button', { name: 'Confirmar Elogio' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Elogiar ${caio.name}` }).click();
  await dialog.getByRole('radio', { name: 'Comunicativo' }).check();
  await dialog.getByRole('button', { name: 'Confirmar Elogio' }).click();
  await snap(page, 'evaluation-praised');

  await page.getByRole('tab', { name: 'Evento' }).click();
  await page.getByRole('textbox', { name: 'Como foi sua experiência no evento?' }).fill('Jogo muito bom, galera animada!');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(page.getByText('Avaliação do local em desenvolvimento')).toBeVisible();
  await page.getByRole('tab', { name: 'Evento' }).click();
  await expect(page.getByRole('textbox', { name: 'Como foi sua experiência no evento?' })).toHaveValue('Jogo muito bom, galera animada!');

  await page.getByRole('button', { name: 'Enviar comentário' }).click();
  await expect(page.getByText('Elogio enviado!')).toBeVisible();
  await expect(page.getByText('Obrigado pelo seu feedback!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-events$/);

  // Stored once, by the database's one function.
  const admin = apiClient('service_role');
  const { data: reviews } = await admin.from('reviews').select('reviewed_user_id, review_type, praise_tags, comment').eq('event_id', eventId);
  expect(reviews).toHaveLength(3);
  expect(reviews).toEqual(expect.arrayContaining([
    expect.objectContaining({ reviewed_user_id: bia.id, review_type: 'player_praise', praise_tags: ['habilidoso'] }),
    expect.objectContaining({ reviewed_user_id: caio.id, review_type: 'player_praise', praise_tags: ['comunicativo'] }),
    expect.objectContaining({ reviewed_user_id: null, review_type: 'event', comment: 'Jogo muito bom, galera animada!' }),
  ]));

  // Ana's card now reads 'Avaliado' (disabled) and the route answers 'Avaliação Não Disponível'.
  const evaluated = page.getByRole('region', { name: 'Encerrados' }).getByRole('article', { name: title });
  await expect(evaluated.getByRole('button', { name: 'Avaliado' })).toBeDisabled();
  await expect(evaluated.getByRole('link', { name: 'Avaliar Evento e Jogadores' })).toHaveCount(0);
  await visit(page, `/event-evaluation/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Avaliação Não Disponível' })).toBeVisible();
  await expect(page.getByText('A avaliação para este evento ainda não foi liberada ou já foi concluída.')).toBeVisible();
  await expectAccessible(page);

  // Bia's profile shows the new praise at once, and she was notified.
  const biaPage = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' })).newPage();
  await loginAs(biaPage, bia.email, DEMO_PASSWORD);
  await visit(biaPage, '/profile/current');
  const counters = biaPage.getByRole('region', { name: 'Elogios recebidos' });
  await expect(counters.getByRole('definition').nth(0)).toHaveText('1');
  await expect(counters.getByRole('definition').nth(1)).toHaveText('0');
  await expect(biaPage.getByRole('img', { name: /^Reputação: 1 de 5 estrelas \(\d+ elogios?\)$/ })).toBeVisible();
  await visit(biaPage, '/notifications');
  await expect(biaPage.getByText('Você recebeu um elogio!')).toBeVisible();
  await expect(biaPage.getByText(`elogiou você no evento "${title}"`, { exact: false })).toBeVisible();
  await biaPage.context().close();

  // Caio's 'Comunicação' counter moved.
  await visit(page, `/profile/${caio.id}`);
  const caioCounters = page.getByRole('region', { name: 'Elogios recebidos' });
  await expect(caioCounters.getByRole('definition').nth(0)).toHaveText('1');
  await expect(caioCounters.getByRole('definition').nth(1)).toHaveText('1');
});

test("someone who did not play gets 'Acesso Negado' with the way back to my events", async ({ page }) => {
  const [player, outsider] = await Promise.all([freshAthlete('Fábio Jogador'), freshAthlete('Gil Forasteiro')]);
  const eventId = await finishedGame(`Jogo fechado ${Date.now().toString(36)}`, [player]);
  await loginAs(page, outsider.email);
  await visit(page, `/event-evaluation/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(page.getByText('Você só pode avaliar eventos dos quais participou.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Voltar para Meus eventos' }).click();
  await expect(page).toHaveURL(/\/my-events$/);
});
