import { useMemo, useState } from 'react';
import { paths } from '@quadra/contracts';
import { messages, splitMyEvents } from '@quadra/domain';
import { EmptyState, PageHeader, Spinner, Tabs } from '@quadra/ui';
import { useMyEvents } from '../hooks/use-my-events';
import { MyEventsSection } from './my-events-section';
import styles from './my-events.module.css';

const m = messages.myEvents;
const TABS = [
  { value: 'joined', label: m.tabJoined },
  { value: 'organizing', label: m.tabOrganizing },
  { value: 'recommended', label: m.tabRecommended },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** /my-events — Inscritos (active, closed, paused/cancelled), Organizando, Indicados (in development). */
export function MyEventsScreen() {
  const { loading, joined, organized } = useMyEvents();
  const [tab, setTab] = useState<Tab>('joined');
  const groups = useMemo(() => splitMyEvents(joined), [joined]);

  let body;
  if (loading) body = <Spinner centered />;
  else if (tab === 'joined')
    body = (
      <>
        <MyEventsSection title="Ativos" events={groups.active} emptyText={m.noActive} />
        <MyEventsSection title={m.closed} events={groups.closed} emptyText={m.noClosed} />
        <MyEventsSection title={m.pausedCancelled} events={groups.pausedOrCancelled} emptyText={m.noPausedCancelled} />
      </>
    );
  else if (tab === 'organizing') body = <MyEventsSection events={organized} emptyText={m.noOrganized} />;
  else body = <EmptyState title={messages.common.inDevelopment} headingLevel={3} />;

  return (
    <>
      <PageHeader title={messages.header.menu.myEvents} backTo={paths.events} />
      <div className={styles.screen}>
        <Tabs items={TABS} value={tab} onValueChange={(v) => setTab(v as Tab)} label="Meus eventos">
          {body}
        </Tabs>
      </div>
    </>
  );
}
