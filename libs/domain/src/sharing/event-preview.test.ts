import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventPreview, type EventPreviewData } from './event-preview';
import { vacanciesLine } from './vacancies';

const event: EventPreviewData = {
  title: 'Vôlei de praia',
  sportName: 'Vôlei',
  date: '2026-12-05',
  time: '08:00:00',
  timeZone: 'America/Recife',
  location: 'Praia de Boa Viagem',
  status: 'active',
  maxParticipants: 8,
  participantCount: 5,
  waitingCount: 0,
};

describe('eventPreview', () => {
  it('says the sport, day and time in the event’s zone, the place and the free places', () => {
    const preview = eventPreview(event);
    expect(preview.title).toBe('Vôlei de praia');
    expect(preview.card).toEqual({
      kicker: 'Vôlei',
      title: 'Vôlei de praia',
      lines: ['sábado, 5 de dezembro de 2026 às 08:00 (horário de Recife)', 'Praia de Boa Viagem'],
      highlight: 'Faltam 3 vagas',
      tone: 'open',
    });
    expect(preview.description).toBe('Vôlei · sábado, 5 de dezembro de 2026 às 08:00 (horário de Recife) · Praia de Boa Viagem · Faltam 3 vagas');
  });

  it('says full with the line, or paused and cancelled instead of the places', () => {
    expect(eventPreview({ ...event, participantCount: 8, waitingCount: 2 }).card).toMatchObject({ highlight: 'Lotado · 2 na lista de espera', tone: 'full' });
    expect(eventPreview({ ...event, status: 'paused' }).card).toMatchObject({ highlight: 'Inscrições pausadas', tone: 'stopped' });
    expect(eventPreview({ ...event, status: 'cancelled' }).card).toMatchObject({ highlight: 'Evento cancelado', tone: 'stopped' });
  });

  it('has a new version whenever the numbers change, and the same one for the same numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 5 }), (a, b, waiting) => {
        const one = eventPreview({ ...event, participantCount: a, waitingCount: a === 8 ? waiting : 0 });
        const two = eventPreview({ ...event, participantCount: b, waitingCount: b === 8 ? waiting : 0 });
        expect(one.version === two.version).toBe(one.card.highlight === two.card.highlight);
      }),
    );
  });

  it('words the places in pt-BR', () => {
    expect(vacanciesLine(9, 10)).toBe('Falta 1 vaga');
    expect(vacanciesLine(7, 10)).toBe('Faltam 3 vagas');
    expect(vacanciesLine(10, 10, 0)).toBe('Lotado');
    expect(vacanciesLine(3, null)).toBe('Vagas livres');
  });
});
