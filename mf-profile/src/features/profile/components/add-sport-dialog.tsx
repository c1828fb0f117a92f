import type { Sport } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Dialog } from '@quadra/ui';
import styles from './profile-screen.module.css';

const m = messages.profile;

interface AddSportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The sports not yet among the interests. */
  sports: readonly Sport[];
  onChoose(sport: Sport): void;
}

/** 'Adicionar Esporte': one button per sport not chosen yet. */
export function AddSportDialog({ open, onOpenChange, sports, onChoose }: AddSportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.addSportTitle}>
      {sports.length === 0 ? (
        <p className={styles.muted}>{m.allSportsAdded}</p>
      ) : (
        <ul className={styles.sportOptions}>
          {sports.map((sport) => (
            <li key={sport.id}>
              <Button variant="secondary" size="sm" fullWidth aria-label={m.addSport(sport.name)} onClick={() => onChoose(sport)}>
                {sport.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
