import type { ReactNode } from 'react';
import styles from './event-section.module.css';

/** A titled section of event cards: the one frame of a section and of its loading placeholder. */
export function EventSectionFrame({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
