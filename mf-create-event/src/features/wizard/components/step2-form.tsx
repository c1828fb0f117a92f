import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@quadra/contracts';
import {
  canContinueWizardStep2,
  DEFAULT_TIME_BY_PERIOD,
  DELAYS_MS,
  LIMITS,
  messages,
  PERIODS,
  todayIso,
  wizardStep2Schema,
} from '@quadra/domain';
import { toast } from '@quadra/data';
import { Button, Chip, MapIcon, TextField } from '@quadra/ui';
import { useDraftForm } from './use-draft-form';
import styles from './wizard.module.css';

/** Step 2: where and when. The map is decorative: tapping it says 'Em desenvolvimento' for 2 s. */
export function Step2Form() {
  const navigate = useNavigate();
  const { form } = useDraftForm(
    (d) => ({ location: d.location, selectedPeriod: d.selectedPeriod, date: d.date, time: d.time.slice(0, 5) }),
    zodResolver(wizardStep2Schema()),
  );
  const { register, handleSubmit, control, formState, setValue } = form;
  const values = useWatch({ control });
  const period = values.selectedPeriod;

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
        min={todayIso()}
        required
        error={formState.errors.date?.message}
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
      <TextField label="Horário de início" type="time" required error={formState.errors.time?.message} {...register('time')} />
      <Button type="submit" fullWidth disabled={!canContinueWizardStep2(values)}>
        {messages.wizard.continue}
      </Button>
    </form>
  );
}
