import { describe, expect, it } from 'vitest';
import { countUnread, hasParticipationActions, notificationTarget, notificationTypeLabel } from './notifications';

describe('notifications', () => {
  it('opens the related event, or the own profile for new_review', () => {
    expect(notificationTarget({ type: 'event_join', read: false, data: { event_id: 'e1' } })).toEqual({ kind: 'event', eventId: 'e1' });
    expect(notificationTarget({ type: 'new_review', read: false, data: { event_id: 'e1' } })).toEqual({ kind: 'own-profile' });
    expect(notificationTarget({ type: 'event_update', read: true, data: null })).toBeNull();
    expect(notificationTarget({ type: 'evaluation_reminder', read: false, data: { event_id: 'e1' } })).toEqual({ kind: 'evaluation', eventId: 'e1' });
  });
  it('gives participation requests their actions', () => {
    expect(hasParticipationActions({ type: 'participation_request', read: false })).toBe(true);
    expect(hasParticipationActions({ type: 'event_join', read: false })).toBe(false);
  });
  it('counts unread notifications', () => {
    expect(countUnread([{ type: 'a', read: false }, { type: 'b', read: true }, { type: 'c', read: false }])).toBe(2);
  });
});

describe('notificationTypeLabel', () => {
  it('has a text for every type the database writes, and a fallback', () => {
    const types = ['event_join', 'event_reminder', 'event_update', 'event_cancelled', 'new_review', 'evaluation_reminder',
      'new_comment', 'spots_available', 'participation_request', 'event_invite'];
    const labels = types.map(notificationTypeLabel);
    expect(labels).not.toContain('Notificação');
    expect(new Set(labels).size).toBe(types.length);
    expect(notificationTypeLabel('spots_available')).toBe('Vaga disponível');
    expect(notificationTypeLabel('event_invite')).toBe('Convite');
    expect(notificationTypeLabel('algo_novo')).toBe('Notificação');
  });
});
