import { useEffect, useRef } from 'react';
import { messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { backoffDelay } from './stall-watch';
import styles from './remote-fallback.module.css';

const m = messages.section;

interface Props {
  /** 'Tentar novamente': load the section again now. */
  onRetry: () => void;
  /** One background attempt; resolves once the section's code is here. */
  retryInBackground: () => Promise<void>;
  /** Shows the section after a background attempt succeeded. */
  onRecovered: () => void;
}

/** A section that could not load: says so, offers a retry, and keeps retrying on its own with backoff. */
export function RemoteFallback({ onRetry, retryInBackground, onRecovered }: Props) {
  const latest = useRef({ retryInBackground, onRecovered });
  useEffect(() => {
    latest.current = { retryInBackground, onRecovered };
  });

  useEffect(() => {
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        latest.current.retryInBackground().then(
          () => {
            if (!stopped) latest.current.onRecovered();
          },
          () => {
            failures += 1;
            if (!stopped) schedule();
          },
        );
      }, backoffDelay(failures));
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  return (
    <div role="alert" className={styles.box}>
      <h1 className={styles.text}>{m.failed}</h1>
      <p className={styles.hint}>{m.retrying}</p>
      <Button variant="secondary" onClick={onRetry}>
        {m.retry}
      </Button>
    </div>
  );
}
