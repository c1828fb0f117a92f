import { useLayoutEffect } from 'react';
import { messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { firstScreenFailed } from '../startup/first-screen';
import { useBackgroundRetry } from './use-background-retry';
import styles from './remote-fallback.module.css';

const m = messages.section;

export interface FallbackProps {
  /** 'Tentar novamente': load the section again now. */
  onRetry: () => void;
  /** One background attempt; resolves once the section's code is here. */
  retryInBackground: () => Promise<void>;
  /** Shows the section after a background attempt succeeded. */
  onRecovered: () => void;
}

/** A section that could not load: says so, offers a retry, and keeps retrying on its own with backoff. */
export function RemoteFallback({ onRetry, retryInBackground, onRecovered }: FallbackProps) {
  useBackgroundRetry(retryInBackground, onRecovered);
  // The app was hidden behind a server's screen the fallback replaces: show it now, not at the cap.
  useLayoutEffect(firstScreenFailed, []);

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
