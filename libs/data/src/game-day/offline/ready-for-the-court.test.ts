import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@quadra/data/singletons';
import { eventKeys, gameDayKeys, paymentKeys } from '../../keys';
import { dropClosedGameDays } from './ready-for-the-court';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-29T22:00:00Z');

/** An event seen by `userId`, started `hoursAgo`, with its game day and Pix share in the page's cache. */
function cached(eventId: string, hoursAgo: number, userId = 'olga') {
  queryClient.setQueryData(eventKeys.detailFor(eventId, userId), { id: eventId, starts_at: new Date(NOW.getTime() - hoursAgo * HOUR).toISOString() });
  queryClient.setQueryData(gameDayKeys.eventFor(eventId, userId), { marks: {}, teams: [], matches: [], draw: null });
  queryClient.setQueryData(gameDayKeys.strengths(eventId), new Map());
  queryClient.setQueryData(paymentKeys.mine(eventId, userId), { pix_code: '000201…' });
}
const kept = (eventId: string, userId = 'olga') => ({
  gameDay: queryClient.getQueryData(gameDayKeys.eventFor(eventId, userId)) !== undefined,
  strengths: queryClient.getQueryData(gameDayKeys.strengths(eventId)) !== undefined,
  pix: queryClient.getQueryData(paymentKeys.mine(eventId, userId)) !== undefined,
});

afterEach(() => queryClient.clear());

describe('dropClosedGameDays', () => {
  it("drops a past event's game day, strengths and Pix share once its game day closed; keeps the next ones", () => {
    cached('tomorrow', -20);
    cached('now', 2);
    cached('last-night', 13); // closed 12 h after the start
    dropClosedGameDays(NOW);
    expect(kept('tomorrow')).toEqual({ gameDay: true, strengths: true, pix: true });
    expect(kept('now')).toEqual({ gameDay: true, strengths: true, pix: true });
    expect(kept('last-night')).toEqual({ gameDay: false, strengths: false, pix: false });
  });
});
