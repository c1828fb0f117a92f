import { useState, type FormEvent } from 'react';
import {
  EDIT_EVENT_AGE_OPTIONS,
  EDIT_EVENT_GENDER_OPTIONS,
  EDIT_EVENT_LEVEL_OPTIONS,
  SKILL_LEVELS,
  canCancelEvent,
  messages,
} from '@quadra/domain';
import { Button, ConfirmDialog, PhotoPicker, RadioGroup, TextArea, TextField } from '@quadra/ui';
import type { EventDetail } from '@quadra/data';
import { formFromEvent, validateEditForm, type EditFormErrors, type EditFormValues } from '../data/edit-form';
import styles from './edit-event.module.css';

const m = messages.editEvent;
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
// The level labels of the edit screen name the database's skill levels in the same order.
const LEVEL_OPTIONS = SKILL_LEVELS.map((value, i) => ({ value, label: EDIT_EVENT_LEVEL_OPTIONS[i] ?? value }));

export interface SettingsTabProps {
  event: EventDetail;
  onSave: (values: EditFormValues, photo: File | null) => Promise<boolean>;
  onStatus: (status: 'paused' | 'cancelled') => Promise<void>;
}

/** Configurações: photo, fields, criteria, Salvar, and pause/cancel with their confirmations. */
export function SettingsTab({ event, onSave, onStatus }: SettingsTabProps) {
  const [values, setValues] = useState<EditFormValues>(() => formFromEvent(event));
  const [errors, setErrors] = useState<EditFormErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<'paused' | 'cancelled' | null>(null);
  const cancelled = event.status === 'cancelled';
  const set = (key: keyof EditFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving || cancelled) return;
    const found = validateEditForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const ok = await onSave(values, photo);
    setSaving(false);
    if (ok) setPhoto(null);
  }

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
        <TextField label="Nome do evento" required value={values.title} error={errors.title} maxLength={100} onChange={(e) => set('title')(e.target.value)} />
        <TextField label="Endereço" required value={values.location} error={errors.location} onChange={(e) => set('location')(e.target.value)} />
        <TextField label="Ponto de referência" value={values.location_reference} onChange={(e) => set('location_reference')(e.target.value)} />
        <div className={styles.row}>
          <TextField label="Data" type="date" required value={values.date} error={errors.date} onChange={(e) => set('date')(e.target.value)} />
          <TextField label="Horário" type="time" required value={values.time} error={errors.time} onChange={(e) => set('time')(e.target.value)} />
        </div>
        <TextArea label="Descrição" rows={4} maxLength={2000} value={values.description} onChange={(e) => set('description')(e.target.value)} />
        <TextField
          label="Máximo de jogadores"
          type="number"
          min={1}
          inputMode="numeric"
          hint="Deixe em branco para não limitar"
          value={values.max_participants}
          error={errors.max_participants}
          onChange={(e) => set('max_participants')(e.target.value)}
        />
        <RadioGroup label="Idade" orientation="horizontal" options={options(EDIT_EVENT_AGE_OPTIONS)} value={values.age_group} onValueChange={set('age_group')} />
        <RadioGroup label="Gênero" orientation="horizontal" options={options(EDIT_EVENT_GENDER_OPTIONS)} value={values.gender} onValueChange={set('gender')} />
        <RadioGroup label="Nível" orientation="horizontal" options={LEVEL_OPTIONS} value={values.skill_level} onValueChange={set('skill_level')} />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={saving} disabled={cancelled}>
          {m.save}
        </Button>
        <Button variant="secondary" fullWidth disabled={event.status !== 'active'} onClick={() => setConfirm('paused')}>
          {m.pause}
        </Button>
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
        description={m.cancelConfirm.description}
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
