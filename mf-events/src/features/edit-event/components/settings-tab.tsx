import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDIT_EVENT_AGE_OPTIONS,
  EVENT_GENDERS,
  EDIT_EVENT_LEVEL_OPTIONS,
  LIMITS,
  SKILL_LEVELS,
  canCancelEvent,
  formatCardDate,
  formatTime,
  editEventSchema,
  messages,
  type EditEventInput,
  type EditEventValues,
} from '@quadra/domain';
import { Button, ConfirmDialog, PhotoPicker, RadioGroup, TextArea, TextField } from '@quadra/ui';
import type { EventDetail } from '@quadra/data';
import { formFromEvent } from '../data/edit-form';
import styles from './edit-event.module.css';

const m = messages.editEvent;
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
// The level labels of the edit screen name the database's skill levels in the same order.
const LEVEL_OPTIONS = SKILL_LEVELS.map((value, i) => ({ value, label: EDIT_EVENT_LEVEL_OPTIONS[i] ?? value }));

export interface SettingsTabProps {
  event: EventDetail;
  /** Validated, sanitised changes (editEventSchema) and a new cover, if any; resolves true when saved. */
  onSave: (changes: EditEventValues, photo: File | null) => Promise<boolean>;
  /** 'Só este evento / Este e os próximos' is being asked: nothing is saving yet, so 'Salvar' does not spin. */
  askingScope?: boolean;
  onStatus: (status: 'paused' | 'cancelled' | 'active') => Promise<void>;
}

/** Configurações: photo, fields, criteria, Salvar, and pause/cancel with their confirmations. */
export function SettingsTab({ event, onSave, onStatus, askingScope = false }: SettingsTabProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EditEventInput, unknown, EditEventValues>({
    resolver: zodResolver(editEventSchema),
    defaultValues: formFromEvent(event),
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [confirm, setConfirm] = useState<'paused' | 'cancelled' | null>(null);
  const cancelled = event.status === 'cancelled';
  const saving = isSubmitting;

  const submit = handleSubmit(async (changes) => {
    if (cancelled) return;
    // What was typed stays in the form when the save fails.
    if (await onSave(changes, photo)) setPhoto(null);
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {cancelled && (
        <p className={styles.notice} role="status">
          {m.cancelledNotice}
        </p>
      )}
      <fieldset className={styles.fieldset} disabled={cancelled || saving}>
        <PhotoPicker
          variant="cover"
          label="Foto do evento"
          chooseText="Escolher foto"
          changeText="Trocar foto"
          savedUrl={event.image_url}
          file={photo}
          onChange={setPhoto}
          disabled={cancelled}
        />
        <TextField label="Nome do evento" required error={errors.title?.message} maxLength={LIMITS.eventNameMax} {...register('title')} />
        <TextField label="Endereço" required error={errors.location?.message} maxLength={LIMITS.eventLocationMax} {...register('location')} />
        <TextField label="Ponto de referência" error={errors.location_reference?.message} maxLength={LIMITS.eventLocationMax} {...register('location_reference')} />
        <div className={styles.row}>
          <TextField label="Data" type="date" required error={errors.date?.message} {...register('date')} />
          <TextField label="Horário" type="time" required error={errors.time?.message} {...register('time')} />
        </div>
        <TextArea label="Descrição" rows={4} maxLength={LIMITS.sanitizeRichTextMax} error={errors.description?.message} {...register('description')} />
        <TextField
          label="Máximo de jogadores"
          type="number"
          min={1}
          inputMode="numeric"
          hint="Deixe em branco para não limitar"
          error={errors.max_participants?.message}
          {...register('max_participants')}
        />
        <Controller
          control={control}
          name="age_group"
          render={({ field }) => (
            <RadioGroup label="Idade" orientation="horizontal" options={options(EDIT_EVENT_AGE_OPTIONS)} value={field.value} onValueChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <RadioGroup label="Gênero" orientation="horizontal" options={options(EVENT_GENDERS)} value={field.value} onValueChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="skill_level"
          render={({ field }) => (
            <RadioGroup label="Nível" orientation="horizontal" options={LEVEL_OPTIONS} value={field.value} onValueChange={field.onChange} />
          )}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={saving && !askingScope} disabled={cancelled}>
          {m.save}
        </Button>
        {event.status === 'paused' ? (
          <Button variant="secondary" fullWidth onClick={() => void onStatus('active')}>
            {m.resume}
          </Button>
        ) : (
          <Button variant="secondary" fullWidth disabled={event.status !== 'active'} onClick={() => setConfirm('paused')}>
            {m.pause}
          </Button>
        )}
        <Button variant="danger" fullWidth disabled={!canCancelEvent(event.status)} onClick={() => setConfirm('cancelled')}>
          {canCancelEvent(event.status) ? m.cancel : m.alreadyCancelled}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm === 'paused'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={m.pauseConfirm.title}
        description={m.pauseConfirm.description}
        confirmLabel={m.pauseConfirm.confirm}
        cancelLabel={m.pauseConfirm.cancel}
        onConfirm={() => onStatus('paused')}
      />
      <ConfirmDialog
        open={confirm === 'cancelled'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={m.cancelConfirm.title}
        description={m.cancelConfirm.description(event.title, `${formatCardDate(event.date)} às ${formatTime(event.time)}`, event.participant_count)}
        confirmLabel={m.cancelConfirm.confirm}
        cancelLabel={m.cancelConfirm.cancel}
        danger
        onConfirm={async () => {
          await onStatus('cancelled');
          // The notice that the event can no longer be edited is at the top.
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </form>
  );
}
