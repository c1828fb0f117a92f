import { useBlockedUsers, useUnblockUser } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Avatar, Button, Spinner } from '@quadra/ui';
import styles from './blocked-people.module.css';

const m = messages.safety;

/** 'Pessoas bloqueadas' in settings: whom the athlete blocked, each with 'Desbloquear'. */
export function BlockedPeople() {
  const blocked = useBlockedUsers();
  const unblock = useUnblockUser();

  return (
    <section className={styles.section} aria-labelledby="blocked-people-title">
      <h2 id="blocked-people-title" className={styles.title}>
        {m.blockedPeople}
      </h2>
      {blocked.isPending ? (
        <Spinner />
      ) : blocked.isError ? (
        <p role="alert" className={styles.muted}>
          {m.blockedPeopleError}
        </p>
      ) : blocked.data.length === 0 ? (
        <p className={styles.muted}>{m.blockedPeopleEmpty}</p>
      ) : (
        <ul className={styles.list} aria-label={m.blockedPeople}>
          {blocked.data.map((person) => {
            const target = { userId: person.user_id, name: person.full_name };
            return (
              <li key={person.user_id} className={styles.person}>
                <Avatar name={person.full_name} src={person.profile_photo_url ?? undefined} size="sm" decorative />
                <span className={styles.name}>{person.full_name}</span>
                <Button variant="secondary" size="sm" loading={unblock.isPending(target)} onClick={() => unblock.run(target)}>
                  {m.unblock}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
