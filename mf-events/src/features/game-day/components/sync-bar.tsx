import { useGameDaySync } from '@quadra/data';
import { messages } from '@quadra/domain';
import styles from './game-day.module.css';

const m = messages.gameDay;

/**
 * Where game day's changes are: 'Sem conexão · 3 alterações aguardando' while offline, the count
 * being sent once online, 'Tudo sincronizado' once the database has them all. Nothing before the
 * first change or loss of signal.
 */
export function SyncBar() {
  const { online, waiting, synced } = useGameDaySync();
  const text = !online ? m.offlineWaiting(waiting) : waiting > 0 ? m.sending(waiting) : synced ? m.allSynced : null;
  return (
    <p className={styles.syncBar} role="status" data-state={!online ? 'offline' : waiting > 0 ? 'sending' : 'synced'} hidden={text === null}>
      {text}
    </p>
  );
}
