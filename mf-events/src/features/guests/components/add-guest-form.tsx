import { useState, type FormEvent } from 'react';
import { useAddGuest } from '@quadra/data';
import { GUEST_NAME_MAX, guestNameError, guestTexts } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';
import styles from './guests.module.css';

const t = guestTexts;

/** 'Adicionar convidado': a name, checked here as the database checks it, then a place. */
export function AddGuestForm({ eventId }: { eventId: string }) {
  const add = useAddGuest();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refusal = guestNameError(name);
    setError(refusal);
    if (refusal) return;
    void add.runAsync({ eventId, name: name.trim() }).then((added) => {
      if (added) setName('');
    }, () => undefined);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t.nameLabel}
        value={name}
        maxLength={GUEST_NAME_MAX + 10}
        autoComplete="off"
        error={error ?? undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" fullWidth disabled={add.anyPending}>
        {t.add}
      </Button>
    </form>
  );
}
