import { useState, type FormEvent } from 'react';
import { toast, useUpdateClub, type Club } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Dialog } from '@quadra/ui';
import { ClubFields, type ClubFieldValues } from './club-fields';
import styles from './clubs.module.css';

const m = messages.clubs;

/** 'Editar clube' (admins): name, city, description, 'Público' or 'Privado'; refusals are the hook's toast. */
export function EditClubDialog({ club, open, onOpenChange }: { club: Club; open: boolean; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateClub();
  const [fields, setFields] = useState<ClubFieldValues>({
    name: club.name, city: club.city ?? '', description: club.description ?? '', visibility: club.visibility,
  });
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The database says it too; here it is said before the round trip.
    if (!fields.name.trim()) return setNameError('Informe o nome do clube');
    setNameError(null);
    update.runAsync({ clubId: club.id, changes: fields }).then((done) => {
      if (done === undefined) return;
      toast.success(m.saved, { id: 'update-club' });
      onOpenChange(false);
    }, () => undefined); // the failure is the hook's toast
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.edit}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <ClubFields values={fields} nameError={nameError} onChange={(changes) => setFields((f) => ({ ...f, ...changes }))} />
        <Button type="submit" fullWidth disabled={update.anyPending}>{m.save}</Button>
      </form>
    </Dialog>
  );
}
