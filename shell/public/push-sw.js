/*
 * Quadra's Web Push handlers, imported by the Workbox service worker (scripts/build/service-worker.ts).
 * The payload is the server's PushMessage (supabase/server/push/sender.ts):
 * { title, body, url, tag, notification_id, type }.
 */
// The shell marks the notification read when it opens with this parameter (shell/src/layout/push-arrivals.tsx).
const READ_PARAM = 'notificacao';

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || !message.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'pt-BR',
      // The same thing again (a resend, the same event's reminder) replaces the one shown.
      tag: message.tag,
      data: { url: message.url, notificationId: message.notification_id },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, notificationId } = event.notification.data || {};
  const target = new URL(url || '/notifications', self.location.origin);
  if (target.origin !== self.location.origin) return;
  if (notificationId) target.searchParams.set(READ_PARAM, notificationId);
  // Started before waitUntil, so the work goes on even for an event waitUntil refuses (an untrusted one).
  const opening = (async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (open) {
      try {
        const navigated = await open.navigate(target.href);
        if (navigated) {
          await navigated.focus().catch(() => undefined);
          return;
        }
      } catch {
        // A window this worker does not control cannot be navigated: a new one opens instead.
      }
    }
    await self.clients.openWindow(target.href);
  })();
  event.waitUntil(opening);
});
