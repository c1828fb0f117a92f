import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { toast, useCreateClub } from '@quadra/data';
import { checkClubForm, messages, type ClubFormField, type ClubFormValues } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, PageHeader } from '@quadra/ui';
import { ClubFields } from './club-fields';
import styles from './clubs.module.css';

const m = messages.clubs;
const NEW_CLUB: ClubFormValues = {
  name: '', sportIds: [], city: '', description: '', visibility: 'public', openJoin: false, avulsosFromHours: 24,
};

/** 'Criar clube': the club's fields (ClubFields), its photo uploaded first; the creator is its 'Dono'. */
export function CreateClubScreen() {
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const create = useCreateClub();
  const [values, setValues] = useState<ClubFormValues>(NEW_CLUB);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ClubFormField, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The database says the same; here it is said before the round trip.
    const checked = checkClubForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.runAsync({ club: checked.club, photo: photo && userId ? { file: photo, userId } : null })
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
        <ClubFields values={values} errors={errors} disabled={create.anyPending}
          photo={{ savedUrl: null, file: photo, onChange: setPhoto }}
          onChange={(changes) => setValues((v) => ({ ...v, ...changes }))} />
        <Button type="submit" fullWidth disabled={create.anyPending || create.isSuccess}>{m.create}</Button>
      </form>
    </>
  );
}
