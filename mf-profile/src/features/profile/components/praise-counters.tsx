import type { PublicProfile } from '@quadra/data';
import { messages } from '@quadra/domain';
import { ChatIcon, TeamIcon, TrophyIcon } from '@quadra/ui';
import styles from './profile-screen.module.css';

const m = messages.profile;

/** The three praise counters: every praise (trophy), communication and teamwork. */
export function PraiseCounters({ profile }: { profile: PublicProfile }) {
  const counters = [
    { key: 'total', icon: <TrophyIcon size={22} />, label: m.praiseTotal, value: profile.praise_count },
    { key: 'comunicativo', icon: <ChatIcon size={22} />, label: m.praiseCommunication, value: profile.praise_tags.comunicativo },
    { key: 'trabalho_equipe', icon: <TeamIcon size={22} />, label: m.praiseTeamwork, value: profile.praise_tags.trabalho_equipe },
  ];
  return (
    <section className={styles.section} aria-labelledby="praise-counters-title">
      <h2 id="praise-counters-title" className={styles.sectionTitle}>
        {m.praiseCounters}
      </h2>
      <dl className={styles.counters}>
        {counters.map((c) => (
          <div key={c.key} className={styles.counter}>
            <span className={styles.counterIcon} aria-hidden="true">
              {c.icon}
            </span>
            <dt className={styles.counterLabel}>{c.label}</dt>
            <dd className={styles.counterValue}>{c.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
