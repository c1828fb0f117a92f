import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventListText, type EventListModel } from './event-list-text';

const base: EventListModel = {
  title: 'Pelada da Quinta ',
  date: '2026-12-03',
  time: '19:30:00',
  timeZone: 'America/Sao_Paulo',
  location: 'Quadra do Parque São João',
  status: 'active',
  maxParticipants: 4,
  hasCost: true,
  confirmed: [
    { name: 'Ana Luíza', paid: true },
    { name: 'Bruno', paid: false },
    { name: 'Zé Goleiro', paid: false, guestOf: 'Ana Luíza' },
  ],
  waiting: [],
  link: 'https://quadra.app/event/e1',
};

describe('eventListText', () => {
  it('writes the list the group pastes: header, numbered confirmed players, places and link', () => {
    expect(eventListText(base)).toBe(
      [
        '*Pelada da Quinta*',
        '📅 quinta-feira, 3 de dezembro de 2026 às 19:30',
        '📍 Quadra do Parque São João',
        '',
        'Confirmados (3/4):',
        '1. Ana Luíza ✅ 💰',
        '2. Bruno ✅',
        '3. Zé Goleiro (convidado de Ana Luíza) ✅',
        '',
        'Falta 1 vaga',
        '🔗 https://quadra.app/event/e1',
      ].join('\n'),
    );
  });

  it('adds the waiting list, the zone where it is not Brasília’s, and a paused or cancelled state', () => {
    const full: EventListModel = {
      ...base,
      timeZone: 'America/Manaus',
      status: 'paused',
      hasCost: false,
      confirmed: [...base.confirmed, { name: 'Élton', paid: true }],
      waiting: [{ name: 'Carla' }, { name: 'Diego' }],
    };
    expect(eventListText(full)).toBe(
      [
        '*Pelada da Quinta*',
        '📅 quinta-feira, 3 de dezembro de 2026 às 19:30 (horário de Manaus)',
        '📍 Quadra do Parque São João',
        '⏸️ Inscrições pausadas',
        '',
        'Confirmados (4/4):',
        '1. Ana Luíza ✅',
        '2. Bruno ✅',
        '3. Zé Goleiro (convidado de Ana Luíza) ✅',
        '4. Élton ✅',
        '',
        'Lista de espera:',
        '1. Carla',
        '2. Diego',
        '',
        'Lotado · 2 na lista de espera',
        '🔗 https://quadra.app/event/e1',
      ].join('\n'),
    );
    expect(eventListText({ ...base, status: 'cancelled', confirmed: [], maxParticipants: null })).toContain(
      '❌ Evento cancelado\n\nConfirmados (0):\nNinguém ainda\n\nVagas livres',
    );
  });

  it('numbers every confirmed player once, in order, and marks payment only where there is a cost', () => {
    const person = fc.record({ name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes('\n')), paid: fc.boolean() });
    fc.assert(
      fc.property(fc.array(person, { maxLength: 30 }), fc.boolean(), fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }), (confirmed, hasCost, max) => {
        const text = eventListText({ ...base, confirmed, hasCost, maxParticipants: max });
        const rows = text.split('\n').filter((line) => /^\d+\. /.test(line));
        expect(rows).toHaveLength(confirmed.length);
        rows.forEach((row, i) => {
          expect(row.startsWith(`${i + 1}. ${confirmed[i]!.name} ✅`)).toBe(true);
          expect(row.endsWith(' 💰')).toBe(hasCost && confirmed[i]!.paid);
        });
        expect(text.endsWith('🔗 https://quadra.app/event/e1')).toBe(true);
      }),
    );
  });
});
