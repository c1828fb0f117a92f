import { useState, type FormEvent } from 'react';
import { toast, useUpdateClub, type Club } from '@quadra/data';
import { checkClubForm, messages, type ClubFormField, type ClubFormValues } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, Dialog } from '@quadra/ui';
import { ClubFields } from './club-fields';
import styles from './clubs.module.css';

const m = messages.clubs;

/** 'Editar clube' (admins): every field of 'Criar clube'; refusals are the hook's toast. */
export function EditClubDialog({ club, open, onOpenChange }: { club: Club; open: boolean; onOpenChange: (open: boolean) => void }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const update = useUpdateClub();
  const [values, setValues] = useState<ClubFormValues>({
    name: club.name, sportIds: club.sport_ids, city: club.city ?? '', description: club.description ?? '',
    visibility: club.visibility, openJoin: club.join_policy === 'open', avulsosFromHours: club.avulsos_from_hours,
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ClubFormField, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The database says the same; here it is said before the round trip.
    const checked = checkClubForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.runAsync({ clubId: club.id, changes: checked.club, photo: photo && userId ? { file: photo, userId } : null }).then((done) => {
      if (done === undefined) return;
      toast.success(m.saved, { id: 'update-club' });
      onOpenChange(false);
    }, () => undefined); // the failure is the hook's toast
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.edit}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <ClubFields values={values} errors={errors} disabled={update.anyPending}
          photo={{ savedUrl: club.photo_url, file: photo, onChange: setPhoto }}
          onChange={(changes) => setValues((v) => ({ ...v, ...changes }))} />
        <Button type="submit" fullWidth disabled={update.anyPending}>{m.save}</Button>
      </form>
    </Dialog>
  );
}
