import { useState } from 'react';
import type { EvaluationPlayer } from '@quadra/data';
import { canConfirmPraise, messages, PRAISE_OPTIONS, type PraiseId } from '@quadra/domain';
import { Button, Dialog, RadioGroup } from '@quadra/ui';

const m = messages.evaluation;

interface PraiseDialogProps {
  /** The player being praised; null closes the dialog. */
  player: EvaluationPlayer | null;
  current: PraiseId | null;
  onClose(): void;
  onConfirm(tag: PraiseId): void;
}

/** 'Fazer um elogio?': one of the five praise options; 'Confirmar Elogio' waits for a choice. */
export function PraiseDialog({ player, current, onClose, onConfirm }: PraiseDialogProps) {
  return (
    <Dialog open={player !== null} onOpenChange={(open) => !open && onClose()} title={m.praiseModalTitle}>
      {player ? <PraiseChoice key={player.user_id} player={player} current={current} onConfirm={onConfirm} /> : null}
    </Dialog>
  );
}

function PraiseChoice({ player, current, onConfirm }: { player: EvaluationPlayer; current: PraiseId | null; onConfirm(tag: PraiseId): void }) {
  const [choice, setChoice] = useState<string | null>(current);
  return (
    <>
      <RadioGroup
        label={m.praiseFor(player.full_name)}
        options={PRAISE_OPTIONS.map((o) => ({ value: o.id, label: o.label }))}
        value={choice}
        onValueChange={setChoice}
      />
      <Button fullWidth disabled={!canConfirmPraise(choice)} onClick={() => canConfirmPraise(choice) && onConfirm(choice)}>
        {m.confirmPraise}
      </Button>
    </>
  );
}
