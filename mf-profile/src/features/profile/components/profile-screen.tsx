import { Link, useParams } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Avatar, buttonClassName, EmptyState, PageHeader, Spinner, Stars } from '@quadra/ui';
import { usePublicProfile } from '../hooks/use-public-profile';
import styles from './profile-screen.module.css';

/** A person's public profile; `/profile/current` (or an id of 'current') is the own one. */
export function ProfileScreen() {
  const { id } = useParams();
  const me = useSession((s) => s.user?.id ?? null);
  const userId = !id || id === 'current' ? me : id;
  const state = usePublicProfile(userId);
  const own = userId !== null && userId === me;

  return (
    <section className={styles.screen}>
      <PageHeader title="Perfil" backTo={-1} />
      {state.status === 'loading' ? (
        <Spinner centered />
      ) : state.status === 'error' ? (
        <p role="alert" className={styles.error}>
          Erro ao carregar perfil: {state.message}
        </p>
      ) : !state.profile ? (
        <EmptyState title={messages.profile.notFound} />
      ) : (
        <div className={styles.card}>
          <Avatar name={state.profile.full_name} src={state.profile.profile_photo_url} size="xl" />
          <h2 className={styles.name}>{state.profile.preferred_name || state.profile.full_name}</h2>
          {state.profile.city && <p className={styles.city}>{state.profile.city}</p>}
          <Stars value={Number(state.profile.rating)} showValue />
          <dl className={styles.stats}>
            <div>
              <dt>{messages.profile.participated}</dt>
              <dd>{state.profile.events_participated}</dd>
            </div>
            <div>
              <dt>{messages.profile.organized}</dt>
              <dd>{state.profile.events_created}</dd>
            </div>
          </dl>
          {own && (
            <Link to={paths.editProfile} className={buttonClassName({ variant: 'secondary' })}>
              Editar perfil
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
