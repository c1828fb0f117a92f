import { describe, expect, it } from 'vitest';
import { criteriaMismatchNote, criteriaQuestion, criteriaText, unmetCriteria } from './criteria';

const event = { gender: 'Masculino', age_group: '36+', date: '2026-12-05' };

describe('event criteria', () => {
  it('asks with the event’s own criteria', () => {
    expect(criteriaText(event)).toBe('Masculino, 36+');
    expect(criteriaText({ gender: 'Misto', age_group: 'Todas', date: '2026-12-05' })).toBe('');
    expect(criteriaQuestion(event)).toBe('Este evento é para: Masculino, 36+. Participar mesmo assim?');
  });

  it('finds a woman of 29 outside a men’s 36+ event, on the event’s day', () => {
    expect(unmetCriteria(event, { gender: 'feminino', birth_date: '1997-06-01' })).toEqual(['gender', 'age']);
    // 36 on the event's day, not before
    expect(unmetCriteria(event, { gender: 'masculino', birth_date: '1990-12-05' })).toEqual([]);
    expect(unmetCriteria(event, { gender: 'masculino', birth_date: '1990-12-06' })).toEqual(['age']);
  });

  it('never counts what the person has not told', () => {
    expect(unmetCriteria(event, { gender: 'prefiro-nao-informar', birth_date: null })).toEqual([]);
    expect(unmetCriteria({ gender: 'Misto', age_group: 'Todas', date: '2026-12-05' }, { gender: 'feminino', birth_date: '2008-01-01' })).toEqual([]);
  });

  it('tells the organiser what does not match', () => {
    expect(criteriaMismatchNote({ gender_mismatch: true, age_mismatch: true })).toBe('Fora dos critérios do evento (gênero e idade)');
    expect(criteriaMismatchNote({ gender_mismatch: false, age_mismatch: true })).toBe('Fora dos critérios do evento (idade)');
  });
});

describe('event criteria at their edges', () => {
  it("counts an age range's both ends in it: 18 and 25 play in 18-25, 17 and 26 fall outside", () => {
    const young = { gender: 'Misto', age_group: '18-25', date: '2026-12-05' };
    expect(unmetCriteria(young, { birth_date: '2008-12-05' })).toEqual([]); // 18 that day
    expect(unmetCriteria(young, { birth_date: '2008-12-06' })).toEqual(['age']); // 17
    expect(unmetCriteria(young, { birth_date: '2001-12-05' })).toEqual([]); // 25 that day
    expect(unmetCriteria(young, { birth_date: '2000-12-06' })).toEqual([]); // 25, 26 the next day
    expect(unmetCriteria(young, { birth_date: '2000-12-05' })).toEqual(['age']); // 26
  });

  it("tells a men's and a women's event apart, each way", () => {
    const women = { gender: 'Feminino', age_group: null, date: '2026-12-05' };
    expect(criteriaText(women)).toBe('Feminino');
    expect(unmetCriteria(women, { gender: 'masculino' })).toEqual(['gender']);
    expect(unmetCriteria(women, { gender: 'feminino' })).toEqual([]);
    expect(unmetCriteria({ ...women, gender: 'Masculino' }, { gender: 'masculino' })).toEqual([]);
    expect(unmetCriteria({ ...women, gender: 'Misto' }, { gender: 'masculino' })).toEqual([]);
  });
});
