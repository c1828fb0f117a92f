import {
  browserTimeZone,
  isPushKindOn,
  pushKindChange,
  pushSupport,
  useDisablePush,
  useEnablePush,
  useMyProfile,
  usePushDevice,
  useSetPushPreferences,
} from '@quadra/data';
import { messages, PUSH_KINDS } from '@quadra/domain';
import { Switch } from '@quadra/ui';
import styles from './push-settings.module.css';

const m = messages.push;

/** This device: on or off, or why it cannot be (iPhone outside the home screen, no Push API, blocked). */
function ThisDevice() {
  const support = pushSupport();
  const device = usePushDevice();
  const enable = useEnablePush();
  const disable = useDisablePush();
  if (support === 'add-to-home-screen')
    return (
      <p className={styles.note} data-testid="push-iphone-note">
        <strong>{m.iphoneTitle}: </strong>
        {m.iphoneNote}
      </p>
    );
  if (support === 'unsupported') return <p className={styles.note}>{m.unsupported}</p>;
  const on = device.data === true;
  return (
    <Switch
      label={m.enable}
      description={on ? m.enabledOnDevice : Notification.permission === 'denied' ? m.denied : m.enableDescription}
      checked={on}
      disabled={device.isPending || enable.anyPending || disable.anyPending}
      onCheckedChange={(checked) => (checked ? enable.run() : disable.run())}
    />
  );
}

/** The notification block of /settings: this device, what reaches the phone, and 'Não perturbe'. */
export function PushSettings() {
  const profile = useMyProfile();
  const set = useSetPushPreferences();
  const p = profile.data;
  return (
    <section className={styles.section} aria-labelledby="push-settings-title">
      <h2 id="push-settings-title" className={styles.heading}>
        {m.section}
      </h2>
      <ThisDevice />
      {p ? (
        <>
          <fieldset className={styles.kinds}>
            <legend>{m.kindsTitle}</legend>
            {PUSH_KINDS.map((kind) => (
              <Switch
                key={kind}
                label={m.kinds[kind]}
                description={kind === 'reminders' ? m.remindersDescription : undefined}
                checked={isPushKindOn(p, kind)}
                disabled={set.anyPending}
                onCheckedChange={(on) => set.run(pushKindChange(p, kind, on))}
              />
            ))}
          </fieldset>
          <Switch
            label={m.quietHours}
            description={m.quietHoursDescription}
            checked={p.quiet_hours}
            disabled={set.anyPending}
            onCheckedChange={(on) => set.run(on ? { quiet_hours: true, time_zone: browserTimeZone() } : { quiet_hours: false })}
          />
        </>
      ) : null}
    </section>
  );
}
