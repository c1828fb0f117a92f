import { LIMITS } from '@quadra/domain';
import { Skeleton } from '@quadra/ui';
import cardStyles from './event-card.module.css';
import { EventSectionFrame } from './event-section-frame';
import styles from './event-section.module.css';

/**
 * A section while its events load: the same heading and list as EventSection, with placeholder
 * cards of a real card's shape, so the heading paints at once and nothing moves when data comes.
 */
export function EventSectionSkeleton({ title }: { title: string }) {
  return (
    <EventSectionFrame title={title}>
      <div role="status" aria-label="Carregando" aria-busy="true">
        <ul className={styles.grid}>
          {Array.from({ length: LIMITS.seeAllThreshold }, (_, i) => (
            <li key={i}>
              <div className={cardStyles.card} aria-hidden="true">
                <Skeleton height={112} radius={0} />
                <div className={cardStyles.body}>
                  <Skeleton height={20} width="70%" />
                  <Skeleton height={16} width="55%" />
                  <Skeleton height={16} width="80%" />
                  <Skeleton height={18} width={96} />
                  <Skeleton height={32} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </EventSectionFrame>
  );
}
