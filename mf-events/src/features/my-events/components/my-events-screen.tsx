import { useState } from 'react';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useMyClubs } from '@quadra/data';
import { PageHeader, Select, Tabs } from '@quadra/ui';
import { InvitedEventsSection, MyEventsSection } from './my-events-section';
import styles from './my-events.module.css';

const m = messages.myEvents;
const TABS = [
  { value: 'joined', label: m.tabJoined },
  { value: 'organizing', label: m.tabOrganizing },
  { value: 'recommended', label: m.tabRecommended },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * /my-events — Inscritos (active, closed, paused/cancelled), Organizando (next games first, then the
 * past ones, newest first), Indicados (events the athlete was invited to). A member of a club can show
 * only its games ('Clube', 'Todos' by default).
 */
export function MyEventsScreen() {
  const [tab, setTab] = useState<Tab>('joined');
  const [clubId, setClubId] = useState<string | null>(null);
  const clubs = useMyClubs().data ?? [];

  // Each section is its own paged window of the database (open_due_evaluations runs first).
  let body;
  if (tab === 'joined')
    body = (
      <>
        <MyEventsSection section="active" clubId={clubId} title="Ativos" emptyText={m.noActive} />
        <MyEventsSection section="closed" clubId={clubId} title={m.closed} emptyText={m.noClosed} />
        <MyEventsSection section="paused_cancelled" clubId={clubId} title={m.pausedCancelled} emptyText={m.noPausedCancelled} />
      </>
    );
  else if (tab === 'organizing')
    body = (
      <>
        <MyEventsSection section="organizing_upcoming" clubId={clubId} title={m.organizingUpcoming} emptyText={m.noOrganizingUpcoming} />
        <MyEventsSection section="organizing_past" clubId={clubId} title={m.organizingPast} emptyText={m.noOrganizingPast} />
      </>
    );
  else body = <InvitedEventsSection clubId={clubId} />;

  return (
    <>
      <PageHeader title={messages.header.menu.myEvents} backTo={paths.events} />
      <div className={styles.screen}>
        {clubs.length > 0 && (
          <Select
            label={m.clubFilter}
            options={[{ value: '', label: m.allClubs }, ...clubs.map((c) => ({ value: c.id, label: c.name }))]}
            value={clubId ?? ''}
            onChange={(e) => setClubId(e.target.value || null)}
          />
        )}
        <Tabs items={TABS} value={tab} onValueChange={(v) => setTab(v as Tab)} label="Meus eventos">
          {body}
        </Tabs>
      </div>
    </>
  );
}
