import { useState } from 'react';
import { failureToast, useAddUserSport, useRemoveUserSport, useSports, useUserSports, type Sport, toast } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Chip, PlusIcon, Spinner } from '@quadra/ui';
import { AddSportDialog } from './add-sport-dialog';
import styles from './profile-screen.module.css';

const m = messages.profile;

/** Sport interests: anyone sees them; only the owner adds ('Adicionar Esporte') or removes. */
export function InterestsSection({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const interests = useUserSports(userId);
  const sports = useSports();
  const [dialogOpen, setDialogOpen] = useState(false);
  const add = useAddUserSport({
    onSuccess: () => toast.success(m.sportAdded, { id: 'user-sport' }),
    onError: (error) => failureToast(m.addSportError, error, 'user-sport'),
  });
  const remove = useRemoveUserSport({
    onSuccess: () => toast.success(m.sportRemoved, { id: 'user-sport' }),
    onError: (error) => failureToast(m.removeSportError, error, 'user-sport'),
  });

  const chosen = interests.data ?? [];
  const chosenIds = new Set(chosen.map((row) => row.sport.id));
  const remaining = (sports.data ?? []).filter((sport) => !chosenIds.has(sport.id));

  function choose(sport: Sport) {
    setDialogOpen(false);
    add.run({ userId, sport });
  }

  return (
    <section className={styles.section} aria-labelledby="interests-title">
      <div className={styles.sectionHeader}>
        <h2 id="interests-title" className={styles.sectionTitle}>
          {m.interests}
        </h2>
        {isOwner ? (
          <Button variant="secondary" size="sm" onClick={() => setDialogOpen(true)} disabled={!sports.data}>
            <PlusIcon size={16} aria-hidden="true" />
            {m.addSportTitle}
          </Button>
        ) : null}
      </div>
      {interests.isPending ? (
        <Spinner size="sm" />
      ) : chosen.length === 0 ? (
        <p className={styles.muted}>{isOwner ? m.ownerNoSports : m.noSports}</p>
      ) : (
        <ul className={styles.chips}>
          {chosen.map((row) => (
            <li key={row.sport.id}>
              <Chip
                onRemove={isOwner ? () => remove.run({ userId, sport: row.sport }) : undefined}
                disabled={remove.isPending({ userId, sport: row.sport })}
              >
                {row.sport.name}
              </Chip>
            </li>
          ))}
        </ul>
      )}
      {isOwner ? (
        <AddSportDialog open={dialogOpen} onOpenChange={setDialogOpen} sports={remaining} onChoose={choose} />
      ) : null}
    </section>
  );
}
