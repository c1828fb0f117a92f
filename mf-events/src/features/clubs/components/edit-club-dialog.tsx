import { useState, type FormEvent } from 'react';
import { toast, useUpdateClub, type Club } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Dialog, RadioGroup, TextArea, TextField } from '@quadra/ui';
import styles from './clubs.module.css';

const m = messages.clubs;

/** 'Editar clube' (admins): name, city, description, 'Público' or 'Privado'; refusals are the hook's toast. */
export function EditClubDialog({ club, open, onOpenChange }: { club: Club; open: boolean; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateClub();
  const [name, setName] = useState(club.name);
  const [city, setCity] = useState(club.city ?? '');
  const [description, setDescription] = useState(club.description ?? '');
  const [visibility, setVisibility] = useState(club.visibility);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The database says it too; here it is said before the round trip.
    if (!name.trim()) return setNameError('Informe o nome do clube');
    setNameError(null);
    update.runAsync({ clubId: club.id, changes: { name, city, description, visibility } }).then((done) => {
      if (done === undefined) return;
      toast.success(m.saved, { id: 'update-club' });
      onOpenChange(false);
    }, () => undefined); // the failure is the hook's toast
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.edit}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={m.name} value={name} maxLength={80} required error={nameError ?? undefined}
          onChange={(e) => setName(e.target.value)} />
        <TextField label={m.city} value={city} maxLength={100} onChange={(e) => setCity(e.target.value)} />
        <TextArea label={m.description} value={description} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />
        <RadioGroup label={m.visibility} value={visibility} onValueChange={(v) => setVisibility(v as 'public' | 'private')}
          options={[{ value: 'public', label: m.public }, { value: 'private', label: m.private }]} />
        <Button type="submit" fullWidth disabled={update.anyPending}>{m.save}</Button>
      </form>
    </Dialog>
  );
}
