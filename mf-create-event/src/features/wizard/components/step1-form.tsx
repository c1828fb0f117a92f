import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@quadra/contracts';
import { toast, useClubsIRun, useUploadImage } from '@quadra/data';
import { canContinueWizardStep1, LIMITS, messages, SKILL_LEVELS, wizardStep1Schema } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, PhotoPicker, Select, TextField } from '@quadra/ui';
import { useDraftForm } from './use-draft-form';

const LEVEL_OPTIONS = SKILL_LEVELS.map((level) => ({ value: level, label: level }));

/** Step 1: name (name rules, profanity filter, sanitiser), skill level and the cover image. */
export function Step1Form() {
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const { form, draft } = useDraftForm(
    (d) => ({ eventName: d.eventName, skillLevel: d.skillLevel }),
    zodResolver(wizardStep1Schema),
  );
  const { register, handleSubmit, control, formState } = form;
  const eventName = useWatch({ control, name: 'eventName' });
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImage({
    onSuccess: (url) => {
      setFile(null);
      draft.update({ eventImage: url });
    },
    onError: (error) => {
      console.error(error);
      setFile(null);
      toast.error(messages.common.error, { description: messages.wizard.imageUploadError });
    },
  });
  const uploading = upload.anyPending;
  // 'Clube': only for an athlete who runs one ('Dono' or 'Administrador').
  const { data: clubsIRun = [] } = useClubsIRun();

  // The cover is uploaded when chosen (under the athlete's own folder): the draft keeps its URL.
  function chooseImage(chosen: File | null) {
    if (!chosen || !userId) return;
    if (upload.run({ target: { kind: 'event', userId }, file: chosen })) setFile(chosen);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        draft.update({ eventName: values.eventName, skillLevel: values.skillLevel });
        void navigate(paths.createEvent(2));
      })}
      style={{ display: 'contents' }}
    >
      <TextField
        label="Nome do evento"
        placeholder="Ex.: Pelada de sábado"
        maxLength={LIMITS.eventNameMax}
        required
        error={formState.errors.eventName?.message}
        {...register('eventName')}
      />
      <Select label="Nível de habilidade" options={LEVEL_OPTIONS} {...register('skillLevel')} />
      {clubsIRun.length > 0 && (
        <Select
          label={messages.clubs.wizardClub}
          value={draft.clubId}
          onChange={(e) => draft.update({ clubId: e.target.value })}
          options={[{ value: '', label: messages.clubs.wizardNoClub }, ...clubsIRun.map((c) => ({ value: c.id, label: c.name }))]}
        />
      )}
      <PhotoPicker
        variant="cover"
        label="Imagem do evento"
        chooseText="Escolher imagem"
        changeText="Trocar imagem"
        hint="Opcional. JPG, PNG ou WebP até 5MB."
        savedUrl={draft.eventImage}
        file={file}
        onChange={chooseImage}
        disabled={uploading}
      />
      {draft.eventImage && !uploading ? (
        <Button variant="ghost" size="sm" onClick={() => draft.update({ eventImage: null })}>
          Remover imagem
        </Button>
      ) : null}
      <Button type="submit" fullWidth disabled={!canContinueWizardStep1({ eventName }) || uploading}>
        {messages.wizard.continue}
      </Button>
    </form>
  );
}
