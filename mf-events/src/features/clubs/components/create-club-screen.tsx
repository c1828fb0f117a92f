import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { toast, useCreateClub } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Checkbox, PageHeader, Select } from '@quadra/ui';
import { ClubFields, type ClubFieldValues } from './club-fields';
import styles from './clubs.module.css';

const m = messages.clubs;
const HOURS = [2, 6, 12, 24, 48, 72] as const;

/** 'Criar clube': name, city, description, 'Público' or 'Privado', 'Avulsos confirmam a partir de'. */
export function CreateClubScreen() {
  const navigate = useNavigate();
  const create = useCreateClub();
  const [fields, setFields] = useState<ClubFieldValues>({ name: '', city: '', description: '', visibility: 'public' });
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState('24');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The database says it too ('Informe o nome do clube'); here it is said before the round trip.
    if (!fields.name.trim()) return setNameError('Informe o nome do clube');
    setNameError(null);
    create.runAsync({ ...fields, join_policy: open ? 'open' : 'request', avulsos_from_hours: Number(hours) })
      .then((id) => {
        if (id === undefined) return;
        toast.success(m.created, { id: 'create-club' });
        void navigate(paths.club(id), { replace: true });
      }, () => undefined); // the failure is the hook's toast
  };

  return (
    <>
      <PageHeader title={m.create} backTo={paths.clubs} />
      <form className={`${styles.screen} ${styles.form}`} onSubmit={submit} noValidate>
        <ClubFields values={fields} nameError={nameError} onChange={(changes) => setFields((f) => ({ ...f, ...changes }))} />
        {fields.visibility === 'public' && <Checkbox label={m.openJoin} checked={open} onCheckedChange={setOpen} />}
        <Select label={m.avulsosFrom} value={hours} onChange={(e) => setHours(e.target.value)}
          options={HOURS.map((h) => ({ value: String(h), label: m.hoursBefore(h) }))} />
        <Button type="submit" fullWidth disabled={create.anyPending || create.isSuccess}>{m.create}</Button>
      </form>
    </>
  );
}
