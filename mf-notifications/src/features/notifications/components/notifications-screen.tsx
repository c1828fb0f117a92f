import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { Button, EmptyState, PageHeader, Spinner, Tabs, toast } from '@quadra/ui';
import { markAllRead, markRead, type Notification } from '../data/notifications-api';
import { useNotifications } from '../hooks/use-notifications';
import { NotificationItem } from './notification-item';
import styles from './notifications-screen.module.css';

type Filter = 'all' | 'unread';

function eventIdOf(n: Notification): string | null {
  const data = n.data as { event_id?: unknown } | null;
  return typeof data?.event_id === 'string' ? data.event_id : null;
}

export function NotificationsScreen() {
  const userId = useSession((s) => s.user?.id ?? null);
  const navigate = useNavigate();
  const { items, loading, error, refresh } = useNotifications();
  const [filter, setFilter] = useState<Filter>('all');
  const unread = items.filter((n) => !n.read);
  const shown = filter === 'all' ? items : unread;

  async function open(n: Notification) {
    if (!n.read) await markRead(n.id).catch(() => undefined);
    const eventId = eventIdOf(n);
    if (n.type === 'new_review') navigate(paths.currentProfile);
    else if (eventId) navigate(paths.event(eventId));
    else void refresh();
  }

  async function decide(n: Notification, decision: 'approve' | 'reject') {
    const data = n.data as { event_id?: string; participant_id?: string } | null;
    if (!data?.event_id || !data.participant_id) return;
    const { error: rpcError } = await supabase.rpc(decision === 'approve' ? 'approve_participant' : 'reject_participant', {
      p_event_id: data.event_id,
      p_participant_id: data.participant_id,
    });
    if (rpcError) toast.error(rpcError.message, rpcError.details ? { description: rpcError.details } : undefined);
    else await markRead(n.id).catch(() => undefined);
    void refresh();
  }

  async function markAll() {
    if (!userId) return;
    try {
      await markAllRead(userId);
      toast.success(messages.notifications.markAllSuccess);
    } catch {
      toast.error(messages.notifications.markAllError);
    }
    void refresh();
  }

  return (
    <section className={styles.screen}>
      <PageHeader
        title="Notificações"
        backTo={-1}
        actions={
          unread.length > 0 ? (
            <Button size="sm" variant="ghost" onClick={() => void markAll()}>
              {messages.notifications.markAll}
            </Button>
          ) : undefined
        }
      />
      <Tabs
        label="Filtros de notificações"
        value={filter}
        onValueChange={(v) => setFilter(v as Filter)}
        items={[
          { value: 'all', label: messages.notifications.all },
          { value: 'unread', label: 'Não lidas', count: unread.length },
        ]}
      />
      {loading ? (
        <Spinner centered />
      ) : error ? (
        <p role="alert" className={styles.error}>
          {messages.notifications.loadErrorInline(error)}
        </p>
      ) : shown.length === 0 ? (
        <EmptyState title={filter === 'all' ? messages.notifications.empty : messages.notifications.emptyUnread} />
      ) : (
        <ul className={styles.list}>
          {shown.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={(x) => void open(x)} onDecide={(x, d) => void decide(x, d)} />
          ))}
        </ul>
      )}
    </section>
  );
}
