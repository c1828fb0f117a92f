import { messages } from '@quadra/domain';
import { toast } from '@quadra/data';
import { Button, PageHeader, ShareIcon, buttonClassName } from '@quadra/ui';
import styles from './collaborate-page.module.css';

/** The campaign page the spec's crowdfunding button opens (outside the app, in a new tab). */
const CROWDFUNDING_URL = 'https://apoia.se/quadra';

async function shareApp() {
  const url = window.location.origin;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Quadra', text: messages.landing.tagline, url });
    } catch (error) {
      // Closing the share sheet is not an error worth a toast.
      if ((error as { name?: string }).name !== 'AbortError') console.warn('Falha ao compartilhar', error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(messages.eventCreated.linkCopied, { description: url });
  } catch {
    toast.error(messages.common.error, { description: messages.eventCreated.copyFailed });
  }
}

export default function CollaboratePage() {
  return (
    <>
      <PageHeader title={messages.header.menu.collaborate} backTo={-1} />
      <div className={styles.body}>
        <p>
          A Quadra é feita por esportistas, para esportistas. A melhor forma de ajudar é usar o app: crie eventos,
          participe das partidas e avalie quem jogou com você.
        </p>
        <p>
          Quanto mais gente joga, mais eventos aparecem perto de você. Espalhe a palavra e, se puder, apoie a nossa
          campanha de financiamento coletivo.
        </p>
        <a className={buttonClassName({ fullWidth: true })} href={CROWDFUNDING_URL} target="_blank" rel="noopener noreferrer">
          Apoiar no financiamento coletivo
        </a>
        <Button variant="secondary" fullWidth icon={<ShareIcon />} onClick={() => void shareApp()}>
          compartilhe o app
        </Button>
      </div>
    </>
  );
}
