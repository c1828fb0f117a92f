import { Link } from 'react-router';
import { pageTitle, paths } from '@quadra/contracts';
import { errorText, usePublicProfile, toast } from '@quadra/data';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { buttonClassName, ChatIcon, EditIcon, EmptyState, IconButton, PageHeader, Spinner, usePageTitle } from '@quadra/ui';
import { useProfileTarget } from '../hooks/use-profile-target';
import { ClubsSection } from './clubs-section';
import { InterestsSection } from './interests-section';
import { PraiseCounters } from './praise-counters';
import { ProfileSafetyActions } from './profile-safety-actions';
import { ProfileSummary } from './profile-summary';
import styles from './profile-screen.module.css';

const m = messages.profile;

/** A person's profile; the database decides what another athlete may see (public fields only). */
export function ProfileScreen() {
  const { userId, isOwner } = useProfileTarget();
  const profile = usePublicProfile(userId);
  // Another athlete's profile is named after them ('Ana Souza · Quadra'); one's own stays 'Meu perfil'.
  usePageTitle(!isOwner && profile.data?.full_name ? pageTitle(profile.data.full_name) : null);
  const signedIn = useSession((s) => s.status === 'signed-in');

  const actions = isOwner ? (
    <Link to={paths.editProfile} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
      <EditIcon size={16} aria-hidden="true" />
      {m.editButton}
    </Link>
  ) : (
    <IconButton label={m.sendMessage} icon={<ChatIcon />} onClick={() => toast(messages.common.inDevelopment)} />
  );

  return (
    <section className={styles.screen}>
      <PageHeader title={m.title} backTo={-1} actions={profile.data ? actions : undefined} />
      {profile.isPending ? (
        <Spinner centered />
      ) : profile.isError ? (
        <EmptyState title={m.loadUserError} description={errorText(profile.error, m.loadError)} />
      ) : !profile.data ? (
        <EmptyState title={m.notFound} />
      ) : (
        <div className={styles.content}>
          <ProfileSummary profile={profile.data} isOwner={isOwner} />
          <PraiseCounters profile={profile.data} />
          <InterestsSection userId={profile.data.user_id} isOwner={isOwner} />
          {signedIn && !isOwner ? (
            <ProfileSafetyActions userId={profile.data.user_id} name={profile.data.full_name || 'Usuário'} />
          ) : null}
          <ClubsSection userId={profile.data.user_id} />
        </div>
      )}
    </section>
  );
}
