import { Link, useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { errorText, useClaimGuestPlace, useGuestClaim } from '@quadra/data';
import { eventWhen, guestTexts } from '@quadra/domain';
import { loginReturningTo, useSession } from '@quadra/session';
import { Button, PageHeader, Spinner, buttonClassName } from '@quadra/ui';
import styles from './guests.module.css';

const t = guestTexts;

/** /guest/:token — a guest's private link: whose guest, where and when; sign in, then take the place. */
export function GuestClaimScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const claim = useGuestClaim(token);
  const take = useClaimGuestPlace();
  const signedIn = useSession((s) => s.user !== null);
  const info = claim.data;
  return (
    <>
      <PageHeader title={t.claimTitle} />
      <div className={styles.screen}>
        {claim.isPending && <Spinner centered />}
        {claim.isError && <p role="alert">{errorText(claim.error, t.claimError)}</p>}
        {info && (
          <>
            <p>{t.claimIntro(info.host_name, info.guest_name)}</p>
            <p className={styles.name}>{info.title}</p>
            <p className={styles.meta}>{eventWhen(info.date, info.time, info.time_zone)}</p>
            <p className={styles.meta}>{info.location}</p>
            {info.status === 'claimed' && <p role="status">{t.alreadyClaimed}</p>}
            {info.status === 'removed' && <p role="status">{t.removedGuest}</p>}
            {info.status === 'active' && !signedIn && (
              <Link className={buttonClassName({ fullWidth: true })} to={loginReturningTo(paths.guestClaim(token))}>
                {t.claimSignIn}
              </Link>
            )}
            {info.status === 'active' && signedIn && (
              <Button
                fullWidth
                disabled={take.anyPending}
                onClick={() => void take.runAsync({ token }).then((done) => {
                  if (done) void navigate(paths.event(done.event_id), { replace: true });
                }, () => undefined)}
              >
                {t.claim}
              </Button>
            )}
            <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={paths.event(info.event_id)}>
              {t.openEvent}
            </Link>
          </>
        )}
      </div>
    </>
  );
}
