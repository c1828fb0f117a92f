import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { TextField } from './text-field';

export interface SuggestSportFieldProps {
  label: string;
  submitLabel: string;
  /** Under the field (e.g. why it is disabled). */
  hint?: ReactNode;
  disabled?: boolean;
  /** The suggestion in flight: the button spins and a second tap sends nothing. */
  pending: boolean;
  /** Sends the name; resolves true once it was sent, and the field empties. */
  onSuggest(name: string): Promise<boolean>;
  /** Takes the first focus (inside a dialog). */
  autoFocus?: boolean;
}

/**
 * Suggest-a-sport, the one component for it: inline on onboarding step 3, inside the wizard's
 * 'Sugerir novo esporte' dialog. Not a <form>: it sits inside another form and must not submit it;
 * Enter sends the suggestion. What is checked and sent is the caller's (useSuggestSport).
 */
export function SuggestSportField({ label, submitLabel, hint, disabled = false, pending, onSuggest, autoFocus = false }: SuggestSportFieldProps) {
  const [name, setName] = useState('');

  async function send() {
    if (pending) return;
    if (await onSuggest(name)) setName('');
  }

  return (
    <div role="group" aria-label="Sugerir modalidade">
      <TextField
        label={label}
        name="sportSuggestion"
        maxLength={100}
        disabled={disabled}
        hint={hint}
        value={name}
        data-autofocus={autoFocus || undefined}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void send();
          }
        }}
      />
      <Button variant="secondary" size="sm" disabled={disabled} loading={pending} onClick={() => void send()} style={{ marginTop: 8 }}>
        {submitLabel}
      </Button>
    </div>
  );
}
