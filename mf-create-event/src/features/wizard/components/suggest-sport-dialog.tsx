import { useState } from 'react';
import { suggestSport, toast } from '@quadra/data';
import { messages, sportSuggestionOutcomeToast, sportSuggestionProblem } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, Dialog, TextField } from '@quadra/ui';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The sports list, to pick the listed spelling of an approved duplicate. */
  listed: readonly string[];
  /** The sport the draft takes: a listed one, or the suggestion as a custom sport. */
  onChosen(name: string, custom: boolean): void;
}

/** 'Sugerir novo esporte': rpc suggest_sport decides duplicates; the sport goes into the draft. */
export function SuggestSportDialog({ open, onOpenChange, listed, onChosen }: Props) {
  const signedIn = useSession((s) => s.user !== null);
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);

  async function send() {
    const problem = sportSuggestionProblem(name, signedIn);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    const clean = name.trim();
    setSending(true);
    try {
      const outcome = await suggestSport(clean);
      const shown = sportSuggestionOutcomeToast(outcome, 'wizard');
      toast[shown.kind](shown.title, { description: shown.description });
      const match = listed.find((s) => s.toLowerCase() === clean.toLowerCase());
      onChosen(match ?? clean, !match);
      setName('');
      onOpenChange(false);
    } catch (error) {
      console.error(error);
      toast.error(messages.common.error, { description: messages.sportSuggestion.sendFailed });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.wizard.suggestSport}
      description="Não encontrou seu esporte? Sugira uma modalidade."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button loading={sending} onClick={() => void send()}>
            Enviar sugestão
          </Button>
        </>
      }
    >
      <TextField
        label="Nome da modalidade"
        maxLength={100}
        value={name}
        data-autofocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void send();
          }
        }}
      />
    </Dialog>
  );
}
