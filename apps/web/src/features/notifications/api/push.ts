import type { PushSettings, PushSettingsInput } from '@ladder/shared/schemas/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys/notifications';

const SETTINGS = '/users/current/me/push-settings';
const SUBSCRIPTIONS = '/users/current/me/push-subscriptions';

export const usePushSettings = () =>
  useQuery({ queryKey: notificationKeys.push(), queryFn: () => api<PushSettings>(SETTINGS) });

export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PushSettingsInput) => api<PushSettings>(SETTINGS, { method: 'PUT', body: input }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.push(), answer),
  });
}

/** This browser's push subscription, if the app's service worker runs here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
};

/** Asks the browser for permission, subscribes with the server's key, and tells the server. */
export async function turnPushOn(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('denied');
  const registration = await navigator.serviceWorker.ready;
  const { public_key: key } = await api<{ public_key: string }>('/push/key');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(key),
  });
  await api(SUBSCRIPTIONS, { method: 'POST', body: subscription.toJSON() });
}

export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api(`${SUBSCRIPTIONS}/remove`, { method: 'POST', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
