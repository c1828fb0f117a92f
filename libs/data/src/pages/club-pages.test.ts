import { describe, expect, it } from 'vitest';
import { clubQuery } from '../clubs/club';
import { searchClubsQuery } from '../clubs/search-clubs';
import { clubPageData } from './club-page';
import { clubsPageData } from './clubs-page';
import { firstScreenOf } from './first-screens';
import { SERVER_FIRST_SCREENS } from './server-first-screens';

const ID = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
const input = (caller: string | null, id = ID) => ({ params: { id }, search: new URLSearchParams(), caller });

describe("the clubs' first screens", () => {
  it('ask under the keys their screens read (useClub, useSearchClubs before any search)', () => {
    expect(clubPageData.main(input('ana'))!.map((q) => q.queryKey)).toEqual([clubQuery(ID, 'ana').queryKey]);
    expect(clubPageData.main(input(null))!.map((q) => q.queryKey)).toEqual([clubQuery(ID, null).queryKey]);
    expect(clubsPageData.main({ params: {}, search: new URLSearchParams(), caller: 'ana' })!.map((q) => q.queryKey))
      .toEqual([searchClubsQuery('', 'ana').queryKey]);
  });

  it('are rendered by a server, never read ahead by the shell (their fetchers stay out of every first load)', () => {
    expect(firstScreenOf(`/club/${ID}`, SERVER_FIRST_SCREENS)?.data).toBe(clubPageData);
    expect(firstScreenOf('/clubs', SERVER_FIRST_SCREENS)?.data).toBe(clubsPageData);
    expect(firstScreenOf(`/club/${ID}`)).toBeNull();
    expect(firstScreenOf('/clubs')).toBeNull();
    expect(firstScreenOf('/events', SERVER_FIRST_SCREENS)?.data).toBe(firstScreenOf('/events')?.data);
  });

  it('have nothing to ask for an id that is no club, nor /clubs for a visitor', () => {
    expect(clubPageData.main(input('ana', 'not-a-club'))).toBeNull();
    expect(clubsPageData.main({ params: {}, search: new URLSearchParams(), caller: null })).toBeNull();
  });
});
