import { useMyProfile, type PublicProfile } from '@quadra/data';
import { ACCESSIBILITY_OPTIONS, formatMemberSince, messages } from '@quadra/domain';
import { Avatar, PinIcon, Reputation } from '@quadra/ui';
import { AttendanceLine } from './attendance-line';
import styles from './profile-screen.module.css';

const m = messages.profile;

function accessibilityLabel(value: string): string {
  return ACCESSIBILITY_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** Photo, name, member since, reputation, city, counts; the accessibility note only for the owner. */
export function ProfileSummary({ profile, isOwner }: { profile: PublicProfile; isOwner: boolean }) {
  // Private columns come only from the owner's own row (get_my_profile); others never get them.
  const mine = useMyProfile();
  const needs = isOwner ? (mine.data?.accessibility_needs ?? []) : [];
  return (
    <div className={styles.summary}>
      <Avatar name={profile.full_name} src={profile.profile_photo_url} size="xl" />
      <h2 className={styles.name}>{profile.full_name}</h2>
      <p className={styles.muted}>{m.memberSince(formatMemberSince(profile.created_at))}</p>
      <Reputation stars={profile.stars} praiseCount={profile.praise_count} size={18} />
      <AttendanceLine userId={profile.user_id} />
      {profile.city ? (
        <p className={styles.city}>
          <PinIcon size={16} aria-hidden="true" />
          {profile.city}
        </p>
      ) : null}
      {needs.length > 0 ? (
        <p className={styles.note}>{m.accessibilityNote(needs.map(accessibilityLabel).join(', '))}</p>
      ) : null}
      <dl className={styles.stats}>
        <div>
          <dt>{m.participated}</dt>
          <dd>{profile.events_participated}</dd>
        </div>
        <div>
          <dt>{m.organized}</dt>
          <dd>{profile.events_created}</dd>
        </div>
      </dl>
    </div>
  );
}
