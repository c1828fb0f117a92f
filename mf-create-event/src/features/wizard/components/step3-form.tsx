import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@quadra/contracts';
import { useSports, useSuggestSport } from '@quadra/data';
import {
  canContinueWizardStep3,
  FALLBACK_SPORTS,
  LIMITS,
  messages,
  sportAutocomplete,
  wizardStep3WithCostSchema,
} from '@quadra/domain';
import { Badge, Button, Checkbox, Chip, Dialog, EventCostFields, SuggestSportField, TextArea, TextField } from '@quadra/ui';
import { useDraftForm } from './use-draft-form';
import styles from './wizard.module.css';

const count = (value: unknown) => (value === '' || value === null || value === undefined ? '' : Number(value));

/** Step 3: sport (autocomplete + suggestion), player limits or none, event info, photos 'Em breve'. */
export function Step3Form() {
  const navigate = useNavigate();
  const sports = useSports();
  const names = sports.data?.map((s) => s.name) ?? (sports.isError ? [...FALLBACK_SPORTS] : []);
  const { form, draft } = useDraftForm(
    (d) => ({
      sport: d.sport || d.customSportName,
      playersLimitDisabled: d.playersLimitDisabled,
      minPlayers: d.minPlayers,
      maxPlayers: d.maxPlayers,
      eventInfo: d.eventInfo,
      cost: d.cost,
    }),
    zodResolver(wizardStep3WithCostSchema),
  );
  const { register, handleSubmit, control, formState, setValue } = form;
  const values = useWatch({ control });
  const [suggesting, setSuggesting] = useState(false);
  const suggestions = sportAutocomplete(names, values.sport ?? '').slice(0, 8);
  const noLimit = Boolean(values.playersLimitDisabled);
  const cost = useWatch({ control, name: 'cost' });
  const costErrors = formState.errors.cost;

  function chooseSport(name: string, custom: boolean) {
    setValue('sport', name, { shouldDirty: true, shouldValidate: true });
    draft.update({ customSportName: custom ? name : '' });
  }

  // The sport the draft takes: the listed spelling of a known sport, else the suggestion as a custom sport.
  const suggestion = useSuggestSport({
    context: 'wizard',
    onSent: (name) => {
      const listed = names.find((s) => s.toLowerCase() === name.toLowerCase());
      chooseSport(listed ?? name, !listed);
      setSuggesting(false);
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(() => void navigate(paths.createEvent(4)))} style={{ display: 'contents' }}>
      <div>
        <TextField
          label="Esporte"
          placeholder="Ex.: Futebol"
          autoComplete="off"
          maxLength={100}
          required
          error={formState.errors.sport?.message}
          {...register('sport', { onChange: () => draft.update({ customSportName: '' }) })}
        />
        {suggestions.length > 0 ? (
          <ul className={styles.chips} aria-label="Esportes sugeridos" style={{ marginTop: 8 }}>
            {suggestions.map((name) => (
              <li key={name}>
                <Chip onClick={() => chooseSport(name, false)}>{name}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => setSuggesting(true)} style={{ marginTop: 8 }}>
          {messages.wizard.suggestSport}
        </Button>
      </div>
      <Checkbox label={messages.wizard.noPlayerLimit} {...register('playersLimitDisabled')} />
      <div className={styles.row}>
        <TextField
          label="Mínimo de jogadores"
          type="number"
          inputMode="numeric"
          min={LIMITS.minPlayersInput}
          disabled={noLimit}
          error={noLimit ? undefined : formState.errors.minPlayers?.message}
          {...register('minPlayers', { setValueAs: count, deps: ['maxPlayers'] })}
        />
        <TextField
          label="Máximo de jogadores"
          type="number"
          inputMode="numeric"
          min={LIMITS.minPlayersInput}
          disabled={noLimit}
          error={noLimit ? undefined : formState.errors.maxPlayers?.message}
          {...register('maxPlayers', { setValueAs: count, deps: ['minPlayers'] })}
        />
      </div>
      <TextArea
        label="Informações do evento"
        placeholder="Regras, equipamentos, o que levar..."
        rows={4}
        maxLength={LIMITS.sanitizeRichTextMax}
        error={formState.errors.eventInfo?.message}
        {...register('eventInfo')}
      />
      <EventCostFields
        value={cost}
        onChange={(next) => setValue('cost', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        errors={{
          amount: costErrors?.amount?.message,
          pixKey: costErrors?.pixKey?.message,
          recipientName: costErrors?.recipientName?.message,
          recipientCity: costErrors?.recipientCity?.message,
        }}
        // Nobody joined yet: the price of a full event (the organiser counts when included, as the split does).
        split={noLimit || values.maxPlayers === '' ? null : { kind: 'full', players: Number(values.maxPlayers) + (cost.includeOrganiser ? 1 : 0) }}
      />
      <section className={styles.soon} aria-labelledby="wizard-photos">
        <h2 id="wizard-photos">
          Fotos de eventos anteriores <Badge>{messages.common.comingSoon}</Badge>
        </h2>
        <p>Em breve você poderá mostrar fotos das últimas partidas.</p>
      </section>
      <Button type="submit" fullWidth disabled={!canContinueWizardStep3(values)}>
        {messages.wizard.continue}
      </Button>
      <Dialog
        open={suggesting}
        onOpenChange={setSuggesting}
        title={messages.wizard.suggestSport}
        description="Não encontrou seu esporte? Sugira uma modalidade."
      >
        <SuggestSportField
          label="Nome da modalidade"
          submitLabel="Enviar sugestão"
          pending={suggestion.pending}
          onSuggest={suggestion.suggest}
          autoFocus
        />
      </Dialog>
    </form>
  );
}
