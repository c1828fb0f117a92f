import { describe, expect, it } from 'vitest';
import { activeFilterCount, applyEventFilter, dateFilterRange, matchesDateFilter } from './event-filter';

// Wednesday 8 October 2025.
const wednesday = new Date(2025, 9, 8, 10, 0);

describe('date filter', () => {
  it('computes each range', () => {
    expect(dateFilterRange('today', wednesday)).toEqual({ from: '2025-10-08', to: '2025-10-08' });
    expect(dateFilterRange('tomorrow', wednesday)).toEqual({ from: '2025-10-09', to: '2025-10-09' });
    expect(dateFilterRange('weekend', wednesday)).toEqual({ from: '2025-10-11', to: '2025-10-12' });
    expect(dateFilterRange('next-week', wednesday)).toEqual({ from: '2025-10-13', to: '2025-10-19' });
  });
  it('handles the weekend seen from Saturday and Sunday', () => {
    expect(dateFilterRange('weekend', new Date(2025, 9, 11, 10))).toEqual({ from: '2025-10-11', to: '2025-10-12' });
    expect(dateFilterRange('weekend', new Date(2025, 9, 12, 10))).toEqual({ from: '2025-10-12', to: '2025-10-12' });
    expect(dateFilterRange('next-week', new Date(2025, 9, 12, 10))).toEqual({ from: '2025-10-13', to: '2025-10-19' });
  });
  it('matches any chosen key, and everything when none is chosen', () => {
    expect(matchesDateFilter('2025-10-09', ['today', 'tomorrow'], wednesday)).toBe(true);
    expect(matchesDateFilter('2025-10-10', ['today', 'tomorrow'], wednesday)).toBe(false);
    expect(matchesDateFilter('2025-10-10', [], wednesday)).toBe(true);
  });
});

describe('applyEventFilter', () => {
  const events = [
    { id: 'fut', date: '2025-10-08', sport_name: 'Futebol' },
    { id: 'ten', date: '2025-10-11', sports: { name: 'Tênis' } },
    { id: 'vol', date: '2025-10-14', sport_name: 'Volei' },
    { id: 'pet', date: '2025-10-09', custom_sport_name: 'Peteca' },
  ];
  const ids = (list: { id: string }[]) => list.map((e) => e.id);

  it('keeps everything without choices', () => {
    expect(ids(applyEventFilter(events, { sports: [], dates: [] }, wednesday))).toEqual(['fut', 'ten', 'vol', 'pet']);
  });
  it('filters by sport, ignoring accents and the Tennis spelling', () => {
    expect(ids(applyEventFilter(events, { sports: ['Tennis', 'Vôlei'], dates: [] }, wednesday))).toEqual(['ten', 'vol']);
  });
  it("treats 'Outros' as any sport outside the list", () => {
    expect(ids(applyEventFilter(events, { sports: ['Outros'], dates: [] }, wednesday))).toEqual(['pet']);
  });
  it('combines sports and dates', () => {
    expect(ids(applyEventFilter(events, { sports: [], dates: ['weekend'] }, wednesday))).toEqual(['ten']);
    expect(ids(applyEventFilter(events, { sports: ['Futebol', 'Outros'], dates: ['today', 'next-week'] }, wednesday))).toEqual([
      'fut',
    ]);
  });
  it('counts active choices', () => {
    expect(activeFilterCount({ sports: ['Futebol'], dates: ['today', 'weekend'] })).toBe(3);
  });
});
