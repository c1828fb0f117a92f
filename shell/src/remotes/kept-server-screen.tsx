import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { firstScreenFailed } from '../startup/first-screen';
import type { FallbackProps } from './remote-fallback';
import { useBackgroundRetry } from './use-background-retry';
import styles from './kept-server-screen.module.css';

const m = messages.section;

/** What needs the section's code to work: shown, but disabled until the code arrives. */
const CONTROLS = 'button, input, select, textarea';

interface Props extends FallbackProps {
  /** The server's render of this route (server-screen.ts). */
  html: string;
}

/**
 * A section whose code did not arrive, where the server had rendered it: its screen stays
 * readable (links navigate; controls are disabled) under a banner with 'Tentar novamente', while
 * the code is retried in the background (issue 54: the list no longer gives way to an error).
 */
export function KeptServerScreen({ html, onRetry, retryInBackground, onRecovered }: Props) {
  const content = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useBackgroundRetry(retryInBackground, onRecovered);
  useLayoutEffect(() => {
    for (const control of content.current?.querySelectorAll<HTMLElement>(CONTROLS) ?? []) {
      control.setAttribute('disabled', '');
      control.setAttribute('aria-disabled', 'true');
    }
    firstScreenFailed();
  }, []);

  // The server's links are plain anchors: followed inside the app, without reloading the page.
  const followLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.origin !== location.origin || link.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };

  return (
    <>
      <div role="alert" className={styles.banner}>
        <p className={styles.text}>{m.someFailed}</p>
        <Button variant="secondary" onClick={onRetry}>
          {m.retry}
        </Button>
      </div>
      {/* The server's own HTML, rendered by our code from our data (first-screen.mjs). */}
      <div ref={content} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
