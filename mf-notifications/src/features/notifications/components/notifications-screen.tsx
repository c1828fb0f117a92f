import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pageTitle, paths } from '@quadra/contracts';
import {
  errorText,
  requestKey,
  useDecideParticipant,
  useRequestOutcomes,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
  type Notification,
} from '@quadra/data';
import { messages, notificationTarget } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, EmptyState, PageHeader, Spinner, Tabs, usePageTitle } from '@quadra/ui';
import { NotificationItem, type RequestState } from './notification-item';
import styles from './notifications-screen.module.css';

type Filter = 'all' | 'unread';

function dataOf(n: Notification): { event_id?: string; participant_id?: string } {
  return (n.data ?? {}) as { event_id?: string; participant_id?: string };
}

export function NotificationsScreen() {
  const userId = useSession((s) => s.user?.id ?? '');
  const navigate = useNavigate();
  const list = useNotifications();
  const unreadCount = useUnreadCount();
  // 'Notificações (3) · Quadra': the tab says how many are unread.
  usePageTitle(pageTitle(unreadCount > 0 ? `Notificações (${unreadCount})` : 'Notificações'));
  const markRead = useMarkRead(userId);
  const markAll = useMarkAllRead(userId);
  const decide = useDecideParticipant();
  const [filter, setFilter] = useState<Filter>('all');
  const items = list.data?.pages.flat() ?? [];
  const shown = filter === 'all' ? items : items.filter((n) => !n.read);
  const outcomes = useRequestOutcomes(items);
  // Answers given on this screen: a request that is gone after our 'Recusar' was rejected by us.
  const [answered, setAnswered] = useState<Record<string, 'approve' | 'reject'>>({});

  function requestState(key: string): RequestState {
    const outcome = outcomes.data?.[key];
    if (outcome === 'gone' && answered[key] === 'reject') return 'rejected';
    return outcome ?? 'unknown';
  }

  // Infinite scroll: the next page loads when the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  function open(n: Notification) {
    if (!n.read) markRead.run(n.id);
    const target = notificationTarget({ ...n, data: { event_id: dataOf(n).event_id } });
    if (target?.kind === 'own-profile') navigate(paths.currentProfile);
    else if (target?.kind === 'evaluation') navigate(paths.evaluation(target.eventId));
    else if (target?.kind === 'event') navigate(paths.event(target.eventId));
  }

  function answer(n: Notification, decision: 'approve' | 'reject') {
    const { event_id: eventId, participant_id: participantId } = dataOf(n);
    const key = requestKey(n);
    if (!eventId || !participantId || !key) return;
    setAnswered((old) => ({ ...old, [key]: decision }));
    decide.run({ eventId, userId: participantId, approve: decision === 'approve' });
    if (!n.read) markRead.run(n.id);
  }

  return (
    <section className={styles.screen}>
      <PageHeader
        title="Notificações"
        backTo={-1}
        actions={
          unreadCount > 0 ? (
            <Button size="sm" variant="ghost" loading={markAll.anyPending} onClick={() => markAll.run()}>
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
          { value: 'unread', label: 'Não lidas', count: unreadCount },
        ]}
      />
      {list.isPending ? (
        <Spinner centered />
      ) : list.isError ? (
        <p role="alert" className={styles.error}>
          {messages.notifications.loadErrorInline(errorText(list.error, messages.common.tryAgainLater))}
        </p>
      ) : shown.length === 0 ? (
        <EmptyState title={filter === 'all' ? messages.notifications.empty : messages.notifications.emptyUnread} />
      ) : (
        <ul className={styles.list}>
          {shown.map((n) => {
            const key = requestKey(n);
            const data = dataOf(n);
            return (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={open}
                request={
                  key && data.event_id && data.participant_id
                    ? {
                        state: requestState(key),
                        busy: decide.isPending({ eventId: data.event_id, userId: data.participant_id, approve: true }),
                        onDecide: answer,
                      }
                    : undefined
                }
              />
            );
          })}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage ? <Spinner /> : null}
    </section>
  );
}
