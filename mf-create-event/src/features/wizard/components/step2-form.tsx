import { useNavigate } from 'react-router';
import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@quadra/contracts';
import {
  BRAZIL_TIME_ZONES,
  canContinueWizardStep2,
  defaultEventTimeZone,
  DEFAULT_TIME_BY_PERIOD,
  DELAYS_MS,
  LIMITS,
  messages,
  lastEventDay,
  PERIODS,
  REPEAT_OPTIONS,
  SERIES_COUNT_RANGE,
  todayIso,
  wizardStep2Schema,
} from '@quadra/domain';
import { toast } from '@quadra/data';
import { Button, Chip, MapIcon, RadioGroup, Select, TextField } from '@quadra/ui';
import { useDraftForm } from './use-draft-form';
import styles from './wizard.module.css';

const w = messages.wizard;
const ZONE_OPTIONS = BRAZIL_TIME_ZONES.map((z) => ({ value: z.id, label: z.label }));
const REPEAT_SELECT = [{ value: 'none', label: w.noRepeat }, ...REPEAT_OPTIONS.map((o) => ({ value: o.id, label: o.label }))];
const ENDS_OPTIONS = [
  { value: 'count', label: w.repeatAfter },
  { value: 'until', label: w.repeatOn },
];

/**
 * Step 2: where and when, in the event's zone ('Fuso horário'), and whether it repeats ('Repetir',
 * 'Termina'). The map is decorative: tapping it says 'Em desenvolvimento' for 2 s.
 */
export function Step2Form() {
  const navigate = useNavigate();
  const { form } = useDraftForm(
    (d) => ({
      location: d.location,
      selectedPeriod: d.selectedPeriod,
      date: d.date,
      time: d.time.slice(0, 5),
      timeZone: d.timeZone || defaultEventTimeZone(),
      repeat: d.repeat,
      repeatEnds: d.repeatEnds,
      repeatCount: d.repeatCount,
      repeatUntil: d.repeatUntil,
    }),
    zodResolver(wizardStep2Schema()),
  );
  const { register, handleSubmit, control, formState, setValue } = form;
  const values = useWatch({ control });
  const period = values.selectedPeriod;
  const zone = values.timeZone ?? defaultEventTimeZone();
  const errors = formState.errors;

  return (
    <form noValidate onSubmit={handleSubmit(() => void navigate(paths.createEvent(3)))} style={{ display: 'contents' }}>
      <TextField
        label="Local"
        placeholder="Ex.: Quadra do Parque Ibirapuera, São Paulo"
        maxLength={LIMITS.eventLocationMax}
        required
        error={formState.errors.location?.message}
        {...register('location')}
      />
      <button
        type="button"
        className={styles.map}
        onClick={() => toast(messages.wizard.mapInDevelopment, { duration: DELAYS_MS.mapInDevelopmentOverlay })}
      >
        <MapIcon aria-hidden="true" /> Ver no mapa
      </button>
      <TextField
        label="Data"
        type="date"
        min={todayIso(undefined, zone)}
        max={lastEventDay(undefined, zone)}
        required
        error={errors.date?.message}
        {...register('date')}
      />
      <div role="group" aria-labelledby="wizard-period">
        <p id="wizard-period" className={styles.groupLabel}>
          Período
        </p>
        <ul className={styles.chips}>
          {PERIODS.map((p) => (
            <li key={p.id}>
              <Chip
                selected={period === p.id}
                onClick={() => {
                  setValue('selectedPeriod', p.id, { shouldDirty: true });
                  setValue('time', DEFAULT_TIME_BY_PERIOD[p.id].slice(0, 5), { shouldDirty: true, shouldValidate: true });
                }}
              >
                {p.label}
              </Chip>
            </li>
          ))}
        </ul>
      </div>
      <TextField label="Horário de início" type="time" required error={errors.time?.message} {...register('time')} />
      <Select label={w.timeZone} options={ZONE_OPTIONS} error={errors.timeZone?.message} {...register('timeZone')} />
      <Select label={w.repeat} options={REPEAT_SELECT} {...register('repeat')} />
      {values.repeat && values.repeat !== 'none' ? (
        <>
          <Controller
            control={control}
            name="repeatEnds"
            render={({ field }) => (
              <RadioGroup
                label={w.repeatEnds}
                options={ENDS_OPTIONS}
                value={field.value}
                onValueChange={(v) => field.onChange(v)}
                orientation="horizontal"
              />
            )}
          />
          {values.repeatEnds === 'until' ? (
            <TextField
              label={w.repeatUntilLabel}
              type="date"
              min={values.date || todayIso(undefined, zone)}
              max={lastEventDay(undefined, zone)}
              error={errors.repeatUntil?.message}
              {...register('repeatUntil')}
            />
          ) : (
            <TextField
              label={w.repeatCountLabel}
              type="number"
              inputMode="numeric"
              min={SERIES_COUNT_RANGE.min}
              max={SERIES_COUNT_RANGE.max}
              error={errors.repeatCount?.message}
              {...register('repeatCount', { setValueAs: (v: string | number) => (v === '' ? '' : Number(v)) })}
            />
          )}
        </>
      ) : null}
      <Button type="submit" fullWidth disabled={!canContinueWizardStep2(values)}>
        {messages.wizard.continue}
      </Button>
    </form>
  );
}
