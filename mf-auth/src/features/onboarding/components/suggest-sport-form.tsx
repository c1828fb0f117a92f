import { useState } from 'react';
import { messages } from '@quadra/domain';
import { Button, TextField } from '@quadra/ui';

interface SuggestSportFormProps {
  suggesting: boolean;
  /** Suggestions need a confirmed, signed-in account: before that the field says so instead. */
  disabled?: boolean;
  onSuggest(name: string): Promise<boolean>;
}

/** Not a <form>: it sits inside the step and must not submit it. */
export function SuggestSportForm({ suggesting, disabled = false, onSuggest }: SuggestSportFormProps) {
  const [name, setName] = useState('');

  async function send() {
    if (await onSuggest(name)) setName('');
  }

  return (
    <div role="group" aria-label="Sugerir modalidade">
      <TextField
        label="Não encontrou seu esporte? Sugira uma modalidade"
        name="sportSuggestion"
        maxLength={100}
        disabled={disabled}
        hint={disabled ? messages.onboarding.suggestionAfterConfirm : undefined}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void send();
          }
        }}
      />
      <Button variant="secondary" size="sm" disabled={disabled} loading={suggesting} onClick={() => void send()} style={{ marginTop: 8 }}>
        Sugerir
      </Button>
    </div>
  );
}
