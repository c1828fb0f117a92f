import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, connectToDataStack, signInAs, signOut } from '@quadra/data/testing';
import { defaultEventTimeZone, todayIso } from '@quadra/domain';
import { renderWizard } from '../../../test/render-wizard';
import { useSession } from '@quadra/session';
import { draftDefaults, draftStore, resetDraftStores } from '../store/draft-store';

const admin = adminClient();
// Days in the zone the form judges dates in (the event's): the machine's own day is a day ahead of
// São Paulo's from 00:00 to 03:00 UTC, when its "yesterday" is São Paulo's today.
const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000), defaultEventTimeZone());
const location = () => screen.getByTestId('location').textContent;
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
let userId: string;

beforeAll(async () => {
  connectToDataStack();
  userId = await signInAs('joao@quadra.dev');
});
afterAll(() => signOut());
beforeEach(() => {
  localStorage.removeItem(`quadra:event-draft:${userId}`);
  resetDraftStores();
});

describe('step 1', () => {
  it('keeps Continuar disabled while the name is blank, then shows the name rules and the profanity filter', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect((continueButton() as HTMLInputElement).disabled).toBe(true);
    const name = screen.getByLabelText(/Nome do evento/);
    await user.type(name, '   ');
    expect((continueButton() as HTMLInputElement).disabled).toBe(true);
    await user.type(name, 'ab');
    await user.click(continueButton());
    expect(await screen.findByText('Nome do evento deve ter pelo menos 3 caracteres')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Pelada do porra');
    await user.click(continueButton());
    expect(await screen.findByText('O nome do evento contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.')).toBeTruthy();
    expect(location()).toBe('/create-event');
    await user.clear(name);
    await user.type(name, 'Pelada <b>de sábado</b>');
    await user.click(continueButton());
    expect(await screen.findByText('Nome do evento contém conteúdo não permitido')).toBeTruthy();
    await user.clear(name);
    await user.type(name, '  Pelada de sábado ');
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/create-event/step2'));
    // The draft holds the clean name.
    expect(draftStore(userId).getState().eventName).toBe('Pelada de sábado');
  });
});

describe('the draft after a reload', () => {
  it('shows the athlete\'s draft once the session is known, and typing never writes empty fields over it', async () => {
    const key = `quadra:event-draft:${userId}`;
    localStorage.setItem(key, JSON.stringify({ state: { ...draftDefaults(), eventName: 'Pelada de sábado', location: 'Parque Ibirapuera' }, version: 1 }));
    // The page's first render comes before the session is read (a reload).
    const known = useSession.getState();
    useSession.setState({ status: 'loading', session: null, user: null });
    const user = userEvent.setup();
    try {
      renderWizard();
    } finally {
      act(() => useSession.setState(known));
    }
    const name = (await screen.findByLabelText(/Nome do evento/)) as HTMLInputElement;
    expect(name.value).toBe('Pelada de sábado');
    await user.type(name, ' 2');
    await user.selectOptions(screen.getByLabelText(/Nível de habilidade/), 'Avançado/Competitivo');
    const stored = () => JSON.parse(localStorage.getItem(key)!).state;
    expect(stored()).toMatchObject({ eventName: 'Pelada de sábado 2', skillLevel: 'Avançado/Competitivo', location: 'Parque Ibirapuera' });
  });
});

describe('step 2', () => {
  it('enables Continuar only with a location, a date from today on and a time; back to step 1 keeps the name', async () => {
    draftStore(userId).getState().update({ eventName: 'Pelada de sábado' });
    const user = userEvent.setup();
    renderWizard('/create-event/step2');
    expect((continueButton() as HTMLInputElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/Local/), 'Parque Ibirapuera');
    fireEvent.change(screen.getByLabelText(/Data/), { target: { value: inDays(-1) } });
    await user.click(screen.getByRole('button', { name: /Manhã/ }));
    expect((screen.getByLabelText(/Horário de início/) as HTMLInputElement).value).toBe('09:00');
    expect((continueButton() as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Data/), { target: { value: inDays(2) } });
    await waitFor(() => expect((continueButton() as HTMLInputElement).disabled).toBe(false));
    // Back: step 1 shows what was typed; the step 2 fields are in the draft too.
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(location()).toBe('/create-event'));
    expect((screen.getByLabelText(/Nome do evento/) as HTMLInputElement).value).toBe('Pelada de sábado');
    expect(draftStore(userId).getState()).toMatchObject({ location: 'Parque Ibirapuera', date: inDays(2), time: '09:00', selectedPeriod: 'manha' });
  });

  it('step 1 back goes to /dashboard', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(location()).toBe('/dashboard');
  });
});

describe('step 3', () => {
  it('suggests sports from the table (contains, case-insensitive, not the exact match) and gates on the player limits', async () => {
    const user = userEvent.setup();
    renderWizard('/create-event/step3');
    const sport = screen.getByLabelText(/Esporte/);
    await user.type(sport, 'FUT');
    const list = await screen.findByRole('list', { name: 'Esportes sugeridos' });
    expect(list.textContent).toContain('Futebol');
    await user.clear(sport);
    await user.type(sport, 'futebol');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Futebol' })).toBeNull());
    await user.clear(sport);
    await user.type(sport, 'fute');
    await user.click(await screen.findByRole('button', { name: 'Futebol' }));
    expect((sport as HTMLInputElement).value).toBe('Futebol');

    const min = screen.getByLabelText('Mínimo de jogadores');
    const max = screen.getByLabelText('Máximo de jogadores');
    await user.clear(min);
    expect((continueButton() as HTMLInputElement).disabled).toBe(true);
    await user.type(min, '8');
    await user.clear(max);
    await user.type(max, '6');
    await user.click(continueButton());
    expect(await screen.findByText('O mínimo de jogadores não pode ser maior que o máximo.')).toBeTruthy();
    expect(location()).toBe('/create-event/step3');
    await user.clear(min);
    await user.type(min, '0');
    await user.click(continueButton());
    expect(await screen.findByText('O número de jogadores deve ser pelo menos 1.')).toBeTruthy();

    // 'Sem limite de jogadores' disables min and max and lets the step continue.
    await user.click(screen.getByLabelText('Sem limite de jogadores'));
    expect((min as HTMLInputElement).disabled).toBe(true);
    expect((max as HTMLInputElement).disabled).toBe(true);
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/create-event/step4'));
    expect(draftStore(userId).getState()).toMatchObject({ sport: 'Futebol', playersLimitDisabled: true });
  });
});

describe("step 3: 'Custo do evento'", () => {
  it('shows each wrong field with its reason, keeps the cost in the draft, and the event is created with it', async () => {
    draftStore(userId).getState().update({ eventName: 'Quadra paga do teste', location: 'Quadra', date: inDays(5), time: '19:00', sport: 'Futebol', maxPlayers: 8 });
    const user = userEvent.setup();
    renderWizard('/create-event/step3');
    await user.click(screen.getByRole('switch', { name: /Cobrar o custo do evento/ }));
    await user.type(screen.getByLabelText('Valor total (R$)'), '120,00');
    // Nobody joined yet: the price of a full event, and that fewer pay more (issue 48).
    expect(screen.getByText(/^Dividido entre quem participar: R\$\s15,00 por pessoa se o evento lotar \(8 jogadores\); com menos gente, cada um paga mais\.$/)).toBeTruthy();
    await user.type(screen.getByLabelText('Chave Pix'), 'joao@');
    await user.type(screen.getByLabelText('Nome de quem recebe'), 'João Pereira');
    await user.click(continueButton());
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(screen.getByText('Cidade: de 1 a 15 caracteres')).toBeTruthy();
    expect(location()).toBe('/create-event/step3');

    await user.type(screen.getByLabelText('Chave Pix'), 'quadra.dev');
    await user.type(screen.getByLabelText('Cidade de quem recebe'), 'São Paulo');
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe('/create-event/step4'));
    expect(draftStore(userId).getState().cost).toMatchObject({ charge: true, amount: '120,00', pixKey: 'joao@quadra.dev' });

    cleanup();
    renderWizard('/create-event/step5');
    await user.click(await screen.findByRole('button', { name: 'Criar evento' }));
    await waitFor(() => expect(location()).toBe('/event-created'));
    const { eventId } = JSON.parse(screen.getByTestId('location').dataset.state!) as { eventId: string };
    const { data: cost } = await admin.from('event_costs').select('total_cents, pix_key_type, pix_key, recipient_city').eq('event_id', eventId).single();
    expect(cost).toEqual({ total_cents: 12000, pix_key_type: 'email', pix_key: 'joao@quadra.dev', recipient_city: 'São Paulo' });
  });
});

describe('suggest a sport', () => {
  it('sends the suggestion, tells its duplicate outcomes and puts the sport in the draft', async () => {
    const user = userEvent.setup();
    renderWizard('/create-event/step3');
    const suggest = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Sugerir novo esporte' }));
      await user.type(await screen.findByLabelText('Nome da modalidade'), name);
      await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    };
    const fresh = `Bocha de praia ${Date.now().toString(36)}`;
    await suggest(fresh);
    expect(await screen.findByText('Sugestão enviada!')).toBeTruthy();
    expect(draftStore(userId).getState()).toMatchObject({ sport: fresh, customSportName: fresh });
    await suggest(fresh.toUpperCase());
    expect(await screen.findByText('Esta modalidade já foi sugerida e está em análise.')).toBeTruthy();
    await suggest('futebol');
    expect(await screen.findByText('Esta modalidade já foi aprovada e está disponível na lista!')).toBeTruthy();
    // An approved sport is the listed one, not a custom name.
    await waitFor(() => expect(draftStore(userId).getState()).toMatchObject({ sport: 'Futebol', customSportName: '' }));
  });
});

describe('step 4', () => {
  it("greys out gender and level for 'Qualquer pessoa pode participar', reveals the PCD types, and sets manual approval", async () => {
    const user = userEvent.setup();
    renderWizard('/create-event/step4');
    await user.click(screen.getByRole('switch', { name: 'Qualquer pessoa pode participar' }));
    expect((screen.getByLabelText('Gênero') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Nível') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Tipo de estrutura')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Tem estrutura para PCDs' }));
    await user.selectOptions(screen.getByLabelText('Tipo de estrutura'), 'Deficiência visual');
    await user.click(screen.getByRole('switch', { name: 'Aprovar inscrições manualmente' }));
    expect(draftStore(userId).getState()).toMatchObject({
      anyoneCanJoin: true, hasPCDStructure: true, selectedPCD: 'Deficiência visual', autoAcceptRegistrations: true,
    });
  });
});

describe('step 5 and creation', () => {
  const complete = {
    eventName: 'Vôlei do teste unitário', location: 'Praia', date: inDays(4), time: '18:00', sport: 'Futebol',
    minPlayers: 4 as const, maxPlayers: 12 as const, autoAcceptRegistrations: true, hasPCDStructure: true, selectedPCD: 'Cadeirantes',
  };

  it('lists athletes of the sport, selects with a counter, creates the event with its invitations and clears the draft', async () => {
    draftStore(userId).getState().update(complete);
    const user = userEvent.setup();
    renderWizard('/create-event/step5');
    expect(await screen.findByText('0 pessoas selecionadas')).toBeTruthy();
    const invite = await screen.findAllByRole('button', { name: /^Convidar / }, { timeout: 5_000 });
    expect(invite.length).toBeGreaterThanOrEqual(2);
    const firstName = invite[0]!.getAttribute('aria-label')!.replace('Convidar ', '');
    await user.click(invite[0]!);
    await user.click(invite[1]!);
    expect(screen.getByText('2 pessoas selecionadas')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: `Remover ${firstName}` })[0]!);
    expect(screen.getByText('1 pessoa selecionada')).toBeTruthy();
    // Any athlete by name (accents ignored): Gabriela is found by 'gabri'.
    await user.type(screen.getByLabelText('Buscar atletas pelo nome'), 'gabri');
    await user.click(await screen.findByRole('button', { name: /^Convidar Gabriela/ }));
    expect(screen.getByText('2 pessoas selecionadas')).toBeTruthy();
    const invited = draftStore(userId).getState().selectedPeople.map((p) => p.user_id);

    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    await waitFor(() => expect(location()).toBe('/event-created'));
    expect(await screen.findByText('Evento criado com sucesso!')).toBeTruthy();
    const { eventId } = JSON.parse(screen.getByTestId('location').dataset.state!) as { eventId: string };
    const { data: event } = await admin.from('events').select('*, sports(name)').eq('id', eventId).single();
    expect(event).toMatchObject({
      title: 'Vôlei do teste unitário', created_by: userId, requires_approval: true, min_participants: 4, max_participants: 12,
      time: '18:00:00', pcd_types: ['Cadeirantes'], sports: { name: 'Futebol' },
    });
    const { data: invitations } = await admin.from('event_invitations').select('invitee_id').eq('event_id', eventId);
    expect(invitations!.map((i) => i.invitee_id).sort()).toEqual([...invited].sort());
    // The created page shows the real link; the draft is gone (also after a reload).
    expect(screen.getByLabelText('Link do evento').textContent).toContain(`/event/${eventId}`);
    resetDraftStores();
    expect(draftStore(userId).getState().eventName).toBe('');
  });

  it("a refusal shows 'Erro ao criar evento: ...', writes nothing and keeps the draft", async () => {
    draftStore(userId).getState().update({ ...complete, eventName: 'Evento recusado', date: inDays(-2) });
    const user = userEvent.setup();
    renderWizard('/create-event/step5');
    await user.click(await screen.findByRole('button', { name: 'Criar evento' }));
    expect(await screen.findByText('Erro ao criar evento: A data do evento não pode estar no passado')).toBeTruthy();
    expect(location()).toBe('/create-event/step5');
    const { count } = await admin.from('events').select('id', { count: 'exact', head: true }).eq('title', 'Evento recusado');
    expect(count).toBe(0);
    expect(draftStore(userId).getState().eventName).toBe('Evento recusado');
  });

  it("'Criar evento' with required fields missing says which, and sends nothing", async () => {
    draftStore(userId).getState().update({ eventName: 'Sem local nem data' });
    const user = userEvent.setup();
    renderWizard('/create-event/step5');
    await user.click(await screen.findByRole('button', { name: 'Criar evento' }));
    expect(await screen.findByText('Erro ao criar evento: Campos obrigatórios faltando: local, esporte, data')).toBeTruthy();
    const { count } = await admin.from('events').select('id', { count: 'exact', head: true }).eq('title', 'Sem local nem data');
    expect(count).toBe(0);
  });

  it('the created page without an event goes to /dashboard', () => {
    renderWizard('/event-created');
    expect(location()).toBe('/dashboard');
  });
});
