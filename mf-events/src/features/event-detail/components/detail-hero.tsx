import { paths } from '@quadra/contracts';
import { messages, sportColour } from '@quadra/domain';
import { toast } from '@quadra/data';
import { BackButton, IconButton, MoreIcon, ShareIcon, SportIcon } from '@quadra/ui';
import type { EventDetail } from '@quadra/data';
import styles from './event-detail.module.css';

function PhotosIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-8 8" />
    </svg>
  );
}

/** Cover image or the sport's icon on its gradient, back to /events, and the icons that are still in development. */
export function DetailHero({ event }: { event: EventDetail }) {
  const inDevelopment = () => toast(messages.common.inDevelopment);
  const colour = sportColour(event.sport_name);
  return (
    <div
      className={styles.hero}
      style={event.image_url ? undefined : { background: `linear-gradient(160deg, ${colour}, var(--q-color-bg))` }}
    >
      {event.image_url ? (
        <img className={styles.heroImage} src={event.image_url} alt="" />
      ) : (
        <SportIcon className={styles.heroSportIcon} sport={event.sport_name} size={72} />
      )}
      <div className={styles.heroBar}>
        <span className={styles.onImage}>
          <BackButton to={paths.events} />
        </span>
        <div className={styles.heroIcons}>
          <IconButton className={styles.onImage} label="Compartilhar" icon={<ShareIcon />} onClick={inDevelopment} />
          <IconButton className={styles.onImage} label="Fotos" icon={<PhotosIcon />} onClick={inDevelopment} />
          <IconButton className={styles.onImage} label="Mais opções" icon={<MoreIcon />} onClick={inDevelopment} />
        </div>
      </div>
    </div>
  );
}
