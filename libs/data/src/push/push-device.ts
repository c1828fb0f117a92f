import type { Json } from '@quadra/supabase';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';

/** 'add-to-home-screen': an iPhone/iPad browser tab, where push needs the app on the home screen (iOS 16.4+). */
export type PushSupport = 'supported' | 'add-to-home-screen' | 'unsupported';

/** The browser said no (or the athlete closed the prompt): only its site settings can undo it. */
export class PushPermissionDenied extends Error {
  constructor() {
    super('notification permission not granted');
  }
}

function isAppleMobile(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

function isHomeScreenApp(): boolean {
  return matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (isAppleMobile() && !isHomeScreenApp()) return 'add-to-home-screen';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

/** This browser's subscription, if it has one (no service worker yet: none). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks the browser for permission, subscribes with the server's VAPID key and saves the
 * subscription (rpc save_push_subscription: the database checks the push service).
 */
export async function subscribeThisDevice(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionDenied();
  const key = unwrap(await supabase.rpc('push_public_key'));
  if (!key) throw new Error('O servidor não envia notificações');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  unwrap(await supabase.rpc('save_push_subscription', { p_subscription: subscription.toJSON() as Json }));
}

/** Forgets this device: in the database first (while signed in), then in the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  unwrap(await supabase.rpc('delete_push_subscription', { p_endpoint: subscription.endpoint }));
  await subscription.unsubscribe();
}
