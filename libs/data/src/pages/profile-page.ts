import { isUuid } from '../events/detail-args';
import { attendanceRecordQuery } from '../game-day/attendance-record';
import { myProfileQuery } from '../profiles/my-profile';
import { publicProfileQuery } from '../profiles/public-profile';
import { userSportsQuery } from '../profiles/user-sports';
import { sportsQuery } from '../sports/sports';
import { pageQuery, type PageData, type PageDataInput } from './page-data';

/** Whose profile: `/profile`, `/profile/current` (no id, or 'current') are the caller's own; null when the id names no one. */
function profileOf({ params, caller }: PageDataInput<'id'>): string | null {
  const id = params.id as string | undefined;
  if (!id || id === 'current') return caller;
  return isUuid(id) ? id : null;
}

/**
 * mf_profile's ProfilePage: the person's public profile; then their sports, their attendance, the
 * list of sports, and the owner's own private row (their accessibility needs).
 */
export const profilePageData: PageData<'id'> = {
  main: (input) => {
    const userId = profileOf(input);
    return userId ? [pageQuery(publicProfileQuery(userId))] : null;
  },
  parts: (input) => {
    const userId = profileOf(input);
    if (!userId) return [];
    return [
      pageQuery(userSportsQuery(userId)),
      pageQuery(attendanceRecordQuery(userId)),
      pageQuery(sportsQuery()),
      ...(userId === input.caller ? [pageQuery(myProfileQuery(userId))] : []),
    ];
  },
};
