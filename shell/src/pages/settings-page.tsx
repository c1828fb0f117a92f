import { useNavigate } from 'react-router';
import { paths, WIDGETS } from '@quadra/contracts';
import { toast, unsubscribeThisDevice, useGuardedMutation } from '@quadra/data';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, EditIcon, PageHeader, SettingsIcon } from '@quadra/ui';
import { AccountDataSettings } from './account-data-settings';
import { BlockedPeople } from './blocked-people';
import { BuildInfo } from './build-info';
import { CalendarFeed } from './calendar-feed';
import { RemoteWidget } from '../remotes/remote-widget';
import styles from './settings-page.module.css';

const m = messages.settings;

export default function SettingsPage() {
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const leave = useGuardedMutation<void, void>({
    name: 'sign-out',
    lockKey: () => 'session',
    // This device stops receiving the athlete's pushes (while still signed in, to delete its row);
    // the store signs out locally even if the network calls fail.
    mutationFn: () =>
      unsubscribeThisDevice()
        .catch((error: unknown) => console.warn('Falha ao desativar as notificações deste aparelho', error))
        .then(() => signOut())
        .catch((error: unknown) => console.warn('Falha ao encerrar a sessão no servidor', error)),
    invalidates: () => [],
    onSuccess: () => {
      toast.success(m.signedOut.title, { description: m.signedOut.description });
      navigate(paths.landing, { replace: true });
    },
  });

  return (
    <>
      <PageHeader title={messages.header.menu.settings} backTo={-1} />
      <ul className={styles.list}>
        <li>
          <RemoteWidget widget={WIDGETS.pushSettings} />
        </li>
        <li>
          <CalendarFeed />
        </li>
        <li>
          <RemoteWidget widget={WIDGETS.accountSecurity} />
        </li>
        <li>
          <Button variant="secondary" fullWidth icon={<EditIcon />} onClick={() => navigate(paths.editProfile)}>
            {m.editProfile}
          </Button>
        </li>
        <li>
          <Button
            variant="secondary"
            fullWidth
            icon={<SettingsIcon />}
            onClick={() => toast.info(messages.common.inDevelopment)}
          >
            {m.appSettings}
          </Button>
        </li>
        <li>
          <BlockedPeople />
        </li>
        <li>
          <Button variant="danger" fullWidth loading={leave.anyPending || leave.isSuccess} onClick={() => leave.run()}>
            {m.signOut}
          </Button>
        </li>
        <li>
          <AccountDataSettings />
        </li>
        <li>
          <BuildInfo />
        </li>
      </ul>
    </>
  );
}
