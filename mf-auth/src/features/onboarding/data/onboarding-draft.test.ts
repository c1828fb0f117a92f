import { beforeEach, describe, expect, it } from 'vitest';
import { draftFor, updateDraft, useOnboardingDraft } from './onboarding-draft';

describe('the onboarding draft kept on the device', () => {
  beforeEach(() => useOnboardingDraft.setState({ email: null, profile: null, hasPhoto: false, accessibility: null, sports: [], finished: false }));

  it('is written to local storage as the athlete answers, so a reload finds it', () => {
    updateDraft('nova@exemplo.com', { profile: { fullName: 'Nova Atleta', birthDate: '2000-01-01', preferredName: 'Nova' } });
    updateDraft('nova@exemplo.com', { sports: ['Futebol'] });
    const stored = JSON.parse(localStorage.getItem('onboardingDraft') ?? '{}') as { state: unknown };
    expect(stored.state).toMatchObject({ email: 'nova@exemplo.com', sports: ['Futebol'], profile: { preferredName: 'Nova' } });
  });

  it("never hands one address's answers to another", () => {
    updateDraft('primeira@exemplo.com', { sports: ['Xadrez'], finished: true });
    expect(draftFor('segunda@exemplo.com')).toMatchObject({ email: 'segunda@exemplo.com', sports: [], finished: false, profile: null });
    expect(draftFor('segunda@exemplo.com').sports).toEqual([]);
  });
});
