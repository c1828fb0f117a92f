import { messages } from '@quadra/domain';
import { RadioGroup, TextArea, TextField } from '@quadra/ui';
import type { ClubVisibility } from '@quadra/data';

const m = messages.clubs;

export interface ClubFieldValues {
  name: string;
  city: string;
  description: string;
  visibility: ClubVisibility;
}

/** The fields 'Criar clube' and 'Editar clube' share: name, city, description, 'Público' or 'Privado'. */
export function ClubFields({ values, nameError, onChange }: {
  values: ClubFieldValues;
  nameError: string | null;
  onChange: (changes: Partial<ClubFieldValues>) => void;
}) {
  return (
    <>
      <TextField label={m.name} value={values.name} maxLength={80} required error={nameError ?? undefined}
        onChange={(e) => onChange({ name: e.target.value })} />
      <TextField label={m.city} value={values.city} maxLength={100} onChange={(e) => onChange({ city: e.target.value })} />
      <TextArea label={m.description} value={values.description} maxLength={1000} onChange={(e) => onChange({ description: e.target.value })} />
      <RadioGroup label={m.visibility} value={values.visibility} onValueChange={(v) => onChange({ visibility: v as ClubVisibility })}
        options={[{ value: 'public', label: m.public }, { value: 'private', label: m.private }]} />
    </>
  );
}
