import type { Evaluation } from '@quadra/data';
import { LIMITS, messages } from '@quadra/domain';
import { Button, Tabs, TextArea } from '@quadra/ui';
import { useEvaluationForm, type EvaluationTab } from '../hooks/use-evaluation-form';
import { PlayersTab } from './players-tab';
import styles from './evaluation.module.css';

const m = messages.evaluation;

const TABS = [
  { value: 'players', label: m.tabPlayers },
  { value: 'event', label: m.tabEvent },
  { value: 'place', label: m.tabPlace },
] as const;

/** Tabs Esportistas / Evento / Local and the one 'Enviar comentário' for everything chosen. */
export function EvaluationForm({ evaluation }: { evaluation: Evaluation }) {
  const form = useEvaluationForm(evaluation.event_id);
  return (
    <div className={styles.screen}>
      <Tabs items={TABS} value={form.tab} onValueChange={(value) => form.setTab(value as EvaluationTab)} label={m.header}>
        {form.tab === 'players' ? (
          <PlayersTab
            players={evaluation.players}
            selected={form.selected}
            praises={form.praises}
            onToggle={form.toggle}
            onPraise={form.praise}
          />
        ) : form.tab === 'event' ? (
          <TextArea
            label={m.eventPrompt}
            rows={5}
            maxLength={LIMITS.commentMax}
            value={form.comment}
            onChange={(e) => form.setComment(e.target.value)}
          />
        ) : (
          <p className={styles.muted}>{m.placeInDevelopment}</p>
        )}
      </Tabs>
      <div className={styles.footer}>
        <Button fullWidth loading={form.sending} onClick={() => void form.send()}>
          {form.sending ? m.sending : m.submit}
        </Button>
      </div>
    </div>
  );
}
