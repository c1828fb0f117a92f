import { useState } from 'react';
import { useAthletesByName, useSportAthletes, type InvitableAthlete } from '@quadra/data';
import { DEFAULT_INVITE_SPORT, DELAYS_MS, MAX_INVITEES_PER_EVENT, messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Badge, Button, Chip, SearchIcon, Spinner, TextField, useDebouncedValue } from '@quadra/ui';
import { useCreateFromDraft } from '../hooks/use-create-from-draft';
import { useDraft, type InvitedPerson } from '../store/draft-store';
import { PersonRow } from './person-row';
import styles from './wizard.module.css';

/**
 * Step 5 'Convidar pessoas': athletes interested in the chosen sport (paged, filtered by name with
 * accents ignored), any other athlete by name, a counter of the chosen ones, and 'Criar evento'.
 */
export function Step5Form() {
  const draft = useDraft();
  const me = useSession((s) => s.user?.id ?? null);
  const sport = (draft.sport || draft.customSportName || DEFAULT_INVITE_SPORT).trim();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), DELAYS_MS.searchDebounce);
  const interested = useSportAthletes(sport, search);
  const others = useAthletesByName(search);
  const { create, creating } = useCreateFromDraft();

  const selected = draft.selectedPeople;
  const selectedIds = new Set(selected.map((p) => p.user_id));
  const canSelect = selected.length < MAX_INVITEES_PER_EVENT;
  const interestedRows = interested.data?.pages.flat() ?? [];
  const interestedIds = new Set(interestedRows.map((p) => p.user_id));
  const otherRows = (others.data?.pages.flat() ?? []).filter((p) => p.user_id !== me && !interestedIds.has(p.user_id));

  function toggle(person: InvitableAthlete) {
    const chosen: InvitedPerson = {
      user_id: person.user_id,
      full_name: person.full_name,
      city: person.city,
      profile_photo_url: person.profile_photo_url,
    };
    draft.update({
      selectedPeople: selectedIds.has(person.user_id)
        ? selected.filter((p) => p.user_id !== person.user_id)
        : [...selected, chosen],
    });
  }

  const row = (person: InvitableAthlete) => (
    <PersonRow
      key={person.user_id}
      person={person}
      selected={selectedIds.has(person.user_id)}
      canSelect={canSelect}
      onToggle={toggle}
    />
  );

  return (
    <>
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{messages.wizard.inviteTitle}</h2>
      <TextField
        label="Buscar atletas pelo nome"
        type="search"
        leadingIcon={<SearchIcon aria-hidden="true" />}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className={styles.section} aria-live="polite">
        <p className={styles.counter}>{messages.wizard.selectedCount(selected.length)}</p>
        {!canSelect ? <p className={styles.muted}>{messages.wizard.inviteLimit(MAX_INVITEES_PER_EVENT)}</p> : null}
        {selected.length > 0 ? (
          <ul className={styles.chips} aria-label="Pessoas selecionadas">
            {selected.map((p) => (
              <li key={p.user_id}>
                <Chip onRemove={() => toggle(p)} removeLabel={`Remover ${p.full_name ?? 'Usuário'}`}>
                  {p.full_name ?? 'Usuário'}
                </Chip>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <section className={styles.section} aria-labelledby="wizard-interested">
        <h2 id="wizard-interested">Interessados em {sport}</h2>
        {interested.isPending && interested.fetchStatus !== 'idle' ? <Spinner /> : null}
        {interested.isError ? <p className={styles.muted}>{messages.wizard.interestedPeopleError}</p> : null}
        {interested.isSuccess && interestedRows.length === 0 ? <p className={styles.muted}>{messages.wizard.noAthletes}</p> : null}
        <ul className={styles.people}>{interestedRows.map(row)}</ul>
        {interested.hasNextPage ? (
          <Button variant="secondary" size="sm" loading={interested.isFetchingNextPage} onClick={() => void interested.fetchNextPage()}>
            {messages.wizard.loadMore}
          </Button>
        ) : null}
      </section>

      {search.length >= 2 ? (
        <section className={styles.section} aria-labelledby="wizard-others">
          <h2 id="wizard-others">Outros atletas</h2>
          {others.isPending ? <Spinner /> : null}
          {others.isSuccess && otherRows.length === 0 ? <p className={styles.muted}>{messages.wizard.noAthletes}</p> : null}
          <ul className={styles.people}>{otherRows.map(row)}</ul>
          {others.hasNextPage ? (
            <Button variant="secondary" size="sm" loading={others.isFetchingNextPage} onClick={() => void others.fetchNextPage()}>
              {messages.wizard.loadMore}
            </Button>
          ) : null}
        </section>
      ) : null}

      <section className={styles.soon} aria-labelledby="wizard-suggestions">
        <h2 id="wizard-suggestions">
          {messages.wizard.suggestions} <Badge>{messages.common.comingSoon}</Badge>
        </h2>
        <p>Em breve, sugestões de pessoas para convidar.</p>
      </section>

      <Button fullWidth loading={creating} onClick={create}>
        {messages.wizard.create}
      </Button>
    </>
  );
}
