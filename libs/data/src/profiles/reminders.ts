import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { failureToast } from '../client/failure-toast';
import { optimistic, useGuardedMutation } from '../client/use-guarded-mutation';
import { profileKeys } from '../keys';
import type { MyProfile } from './my-profile';
import { updateProfile } from './update-profile';

/**
 * 'Lembretes de eventos' on or off (profiles.reminders_enabled; the scheduler sends no
 * event_reminder when off). The switch moves at once and goes back if the database refuses.
 */
export function useSetReminders() {
  const userId = useSession((s) => s.user?.id ?? '');
  return useGuardedMutation<void, boolean>({
    name: 'set-reminders',
    lockKey: () => userId,
    mutationFn: (enabled) => updateProfile(userId, { reminders_enabled: enabled }),
    optimistic: [
      optimistic<MyProfile | null, boolean>(
        () => profileKeys.mine(userId),
        (old, enabled) => (old ? { ...old, reminders_enabled: enabled } : old),
      ),
    ],
    invalidates: () => [profileKeys.mine(userId)],
    onError: (error) => failureToast(messages.settings.remindersError, error, 'set-reminders'),
  });
}
