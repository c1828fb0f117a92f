import { CLUB_LIMITS, messages, type ClubFormField, type ClubFormValues } from '@quadra/domain';
import { useSports } from '@quadra/data';
import { Chip, PhotoPicker, RadioGroup, Select, Spinner, Switch, TextArea, TextField } from '@quadra/ui';
import type { ClubVisibility } from '@quadra/data';
import styles from './clubs.module.css';

const m = messages.clubs;
const f = messages.clubForm;
/** The usual choices for 'Avulsos confirmam a partir de'; a club's other value is offered too. */
const HOURS = [2, 6, 12, 24, 48, 72] as const;

export interface ClubPhoto {
  savedUrl: string | null;
  file: File | null;
  onChange(file: File | null): void;
}

/**
 * The fields 'Criar clube' and 'Editar clube' share: photo, name, sports (several), city,
 * description, 'Público' or 'Privado', the public club's open switch and 'Avulsos confirmam a
 * partir de'. Each field shows its own error (checkClubForm's, in the database's words).
 */
export function ClubFields({ values, errors, photo, disabled, onChange }: {
  values: ClubFormValues;
  errors: Partial<Record<ClubFormField, string>>;
  photo: ClubPhoto;
  disabled?: boolean;
  onChange: (changes: Partial<ClubFormValues>) => void;
}) {
  const { data: sports } = useSports();
  const toggleSport = (id: string) =>
    onChange({ sportIds: values.sportIds.includes(id) ? values.sportIds.filter((s) => s !== id) : [...values.sportIds, id] });
  const hours = HOURS.includes(values.avulsosFromHours as (typeof HOURS)[number]) ? HOURS : [...HOURS, values.avulsosFromHours].sort((a, b) => a - b);

  return (
    <>
      <PhotoPicker variant="avatar" label={f.photo} chooseText={f.choosePhoto} changeText={f.changePhoto} name={values.name}
        savedUrl={photo.savedUrl} file={photo.file} onChange={photo.onChange} disabled={disabled} />
      <TextField label={m.name} value={values.name} maxLength={CLUB_LIMITS.nameMax} required error={errors.name}
        onChange={(e) => onChange({ name: e.target.value })} />
      <fieldset className={styles.fieldset} aria-describedby="club-sports-hint">
        <legend className={styles.legend}>{f.sports}</legend>
        <p id="club-sports-hint" className={styles.meta}>{f.sportsHint}</p>
        {sports === undefined ? <Spinner label={f.loadingSports} /> : (
          <div className={styles.chips}>
            {sports.map((sport) => (
              <Chip key={sport.id} selected={values.sportIds.includes(sport.id)} onClick={() => toggleSport(sport.id)} disabled={disabled}>
                {sport.name}
              </Chip>
            ))}
          </div>
        )}
        {errors.sportIds && <p className={styles.error} role="alert">{errors.sportIds}</p>}
      </fieldset>
      <TextField label={m.city} value={values.city} maxLength={CLUB_LIMITS.cityMax} error={errors.city}
        onChange={(e) => onChange({ city: e.target.value })} />
      <TextArea label={m.description} value={values.description} maxLength={CLUB_LIMITS.descriptionMax} error={errors.description}
        onChange={(e) => onChange({ description: e.target.value })} />
      <RadioGroup label={m.visibility} value={values.visibility} onValueChange={(v) => onChange({ visibility: v as ClubVisibility })}
        options={[{ value: 'public', label: m.public }, { value: 'private', label: m.private }]} />
      {values.visibility === 'public' && (
        <Switch label={m.openJoin} checked={values.openJoin} onCheckedChange={(openJoin) => onChange({ openJoin })} />
      )}
      <Select label={m.avulsosFrom} value={String(values.avulsosFromHours)} error={errors.avulsosFromHours}
        onChange={(e) => onChange({ avulsosFromHours: Number(e.target.value) })}
        options={hours.map((h) => ({ value: String(h), label: m.hoursBefore(h) }))} />
    </>
  );
}
