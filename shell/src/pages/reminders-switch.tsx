import { useMyProfile, useSetReminders } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Switch } from '@quadra/ui';

const m = messages.settings;

/** 'Lembretes de eventos': the athlete's own reminders_enabled, changed through the data layer. */
export function RemindersSwitch() {
  const profile = useMyProfile();
  const setReminders = useSetReminders();
  if (!profile.data) return null;
  return (
    <Switch
      label={m.reminders}
      description={m.remindersDescription}
      checked={profile.data.reminders_enabled}
      disabled={setReminders.anyPending}
      onCheckedChange={(enabled) => setReminders.run(enabled)}
    />
  );
}
