import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import {
  EDIT_EVENT_AGE_OPTIONS,
  messages,
  EVENT_GENDERS,
  WIZARD_LEVEL_OPTIONS,
  WIZARD_PCD_OPTIONS,
} from '@quadra/domain';
import { buttonClassName, Select, Switch } from '@quadra/ui';
import { useDraft } from '../store/draft-store';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Step 4: who may join. 'Qualquer pessoa pode participar' greys out gender and level; the PCD
 * toggle reveals its type; 'Aprovar inscrições manualmente' (autoAcceptRegistrations) makes the
 * event approval-only. Nothing here can be invalid, so every control writes the draft directly.
 */
export function Step4Form() {
  const draft = useDraft();
  const { update } = draft;
  return (
    <>
      <Switch
        label={messages.wizard.anyoneCanJoin}
        checked={draft.anyoneCanJoin}
        onCheckedChange={(anyoneCanJoin) => update({ anyoneCanJoin })}
      />
      <Select
        label="Gênero"
        placeholder="Selecione"
        options={options(EVENT_GENDERS)}
        disabled={draft.anyoneCanJoin}
        value={draft.selectedGender}
        onChange={(e) => update({ selectedGender: e.target.value })}
      />
      <Select
        label="Nível"
        placeholder="Selecione"
        options={options(WIZARD_LEVEL_OPTIONS)}
        disabled={draft.anyoneCanJoin}
        value={draft.selectedLevel}
        onChange={(e) => update({ selectedLevel: e.target.value })}
      />
      <Select
        label="Faixa etária"
        placeholder="Selecione"
        options={options(EDIT_EVENT_AGE_OPTIONS)}
        value={draft.selectedAge}
        onChange={(e) => update({ selectedAge: e.target.value })}
      />
      <Switch
        label={messages.wizard.hasPcdStructure}
        checked={draft.hasPCDStructure}
        onCheckedChange={(hasPCDStructure) => update({ hasPCDStructure })}
      />
      {draft.hasPCDStructure ? (
        <Select
          label="Tipo de estrutura"
          placeholder="Selecione"
          options={options(WIZARD_PCD_OPTIONS)}
          value={draft.selectedPCD}
          onChange={(e) => update({ selectedPCD: e.target.value })}
        />
      ) : null}
      <Switch
        label={messages.wizard.manualApproval}
        checked={draft.autoAcceptRegistrations}
        onCheckedChange={(autoAcceptRegistrations) => update({ autoAcceptRegistrations })}
      />
      <Link to={paths.createEvent(5)} className={buttonClassName({ fullWidth: true })}>
        {messages.wizard.continue}
      </Link>
    </>
  );
}
