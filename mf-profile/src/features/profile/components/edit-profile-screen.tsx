import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { validateFullName } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, PageHeader, TextField, toast } from '@quadra/ui';
import { updateOwnProfile } from '../data/profile-api';
import styles from './edit-profile-screen.module.css';

/** Minimal own-profile editor (name and city) until the profile team ships the full one. */
export function EditProfileScreen() {
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const profile = useSession((s) => s.profile);
  const refreshProfile = useSession((s) => s.refreshProfile);
  const [fullName, setFullName] = useState(profile?.full_name ?? '');
  const [city, setCity] = useState(profile?.city ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems = validateFullName(fullName);
    setErrors(problems);
    if (problems.length > 0 || !userId) return;
    setSaving(true);
    try {
      await updateOwnProfile(userId, { full_name: fullName.trim(), city: city.trim() || null });
      await refreshProfile();
      toast.success('Perfil atualizado!');
      navigate(paths.currentProfile);
    } catch (error) {
      toast.error('Erro', { description: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section>
      <PageHeader title="Editar perfil" backTo={paths.currentProfile} />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Nome completo" value={fullName} onChange={(e) => setFullName(e.target.value)} error={errors[0]} maxLength={100} />
        <TextField label="Cidade" value={city} onChange={(e) => setCity(e.target.value)} maxLength={100} />
        <Button type="submit" loading={saving} fullWidth>
          Salvar
        </Button>
      </form>
    </section>
  );
}
