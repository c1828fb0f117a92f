import { queryOptions, useMutationState, useQuery } from '@tanstack/react-query';
import { messages, type PushKind } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { optimistic, useGuardedMutation } from '../client/use-guarded-mutation';
import { notificationKeys, profileKeys } from '../keys';
import type { MyProfile } from '../profiles/my-profile';
import { updateProfile } from '../profiles/update-profile';
import { currentPushSubscription, PushPermissionDenied, subscribeThisDevice, unsubscribeThisDevice } from './push-device';

/** The athlete's notification settings: private columns of the profile (CONTRACT.md, Web Push). */
export type PushPreferences = Pick<MyProfile, 'reminders_enabled' | 'push_off' | 'quiet_hours' | 'time_zone' | 'push_offer_answered'>;

/** Whether pushes of this kind reach the phone ('reminders': whether there are reminders at all). */
export function isPushKindOn(profile: PushPreferences, kind: PushKind): boolean {
  return kind === 'reminders' ? profile.reminders_enabled : !profile.push_off.includes(kind);
}

/** The profile change that turns a kind on or off. */
export function pushKindChange(profile: PushPreferences, kind: PushKind, on: boolean): Partial<PushPreferences> {
  if (kind === 'reminders') return { reminders_enabled: on };
  const others = profile.push_off.filter((k) => k !== kind);
  return { push_off: on ? others : [...others, kind] };
}

/** The browser's IANA zone ('Não perturbe' counts 22:00–07:00 there). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Sao_Paulo';
}

/** Saves notification settings; the switches move at once and go back if the database refuses. */
export function useSetPushPreferences() {
  const userId = useSession((s) => s.user?.id ?? '');
  return useGuardedMutation<void, Partial<PushPreferences>>({
    name: 'set-push-preferences',
    // One change at a time: push_off is written whole, from the list as it stands.
    lockKey: () => userId,
    mutationFn: (changes) => updateProfile(userId, changes),
    optimistic: [
      optimistic<MyProfile | null, Partial<PushPreferences>>(
        () => profileKeys.mine(userId),
        (old, changes) => (old ? { ...old, ...changes } : old),
      ),
    ],
    invalidates: () => [profileKeys.mine(userId)],
    onError: (error) => failureToast(messages.push.saveError, error, 'push-preferences'),
  });
}

export const pushDeviceQuery = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.pushDevice(userId), queryFn: async () => (await currentPushSubscription()) !== null });

/** Whether this device receives the athlete's pushes; idle while there is no user. */
export function usePushDevice() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...pushDeviceQuery(userId ?? ''), enabled: userId !== null });
}

/** 'Ativar notificações no celular' (or 'Ativar' in the offer) on this device. */
export function useEnablePush() {
  const userId = useSession((s) => s.user?.id ?? '');
  return useGuardedMutation<void, void>({
    name: 'enable-push',
    lockKey: () => 'push-device',
    mutationFn: subscribeThisDevice,
    invalidates: () => [notificationKeys.pushDevice(userId)],
    onSuccess: () => toast.success(messages.push.enabled, { id: 'push-device' }),
    onError: (error) =>
      error instanceof PushPermissionDenied
        ? toast.error(messages.push.enableError, { id: 'push-device', description: messages.push.denied })
        : failureToast(messages.push.enableError, error, 'push-device'),
  });
}

/** 'Desativar neste aparelho'. */
export function useDisablePush() {
  const userId = useSession((s) => s.user?.id ?? '');
  return useGuardedMutation<void, void>({
    name: 'disable-push',
    lockKey: () => 'push-device',
    mutationFn: unsubscribeThisDevice,
    invalidates: () => [notificationKeys.pushDevice(userId)],
    onError: (error) => failureToast(messages.push.saveError, error, 'push-device'),
  });
}

/** Whether the athlete joined an event during this visit (the moment the push offer is made). */
export function useJoinedThisVisit(): boolean {
  return useMutationState({ filters: { mutationKey: ['join-event'], status: 'success' } }).length > 0;
}
