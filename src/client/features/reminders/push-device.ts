import type { PushSubscriptionRequest } from '@shared/reminders';
import { apiRequest } from '../../lib/api';

/*
 * Web push on this device: the browser's permission, the service worker's push subscription, and the
 * server's record of it (POST/DELETE /api/me/push-subscriptions). The subscription belongs to the
 * service worker (src/client/sw.ts), which shows the pushes.
 */

/** Why this device cannot be turned on, or that it can. */
export type PushAvailability = 'unsupported' | 'denied' | 'available';

export function pushAvailability(): PushAvailability {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** The worker's registration, waited for a while: the page registers it only after its first paint. */
async function workerRegistration(waitMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's current subscription, if any (no waiting: a page without a worker has none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as PushManager wants it: base64url text to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export class PushSetupError extends Error {
  constructor(readonly reason: 'dismissed' | 'denied' | 'noWorker') {
    super(reason);
    this.name = 'PushSetupError';
  }
}

async function subscribe(registration: ServiceWorkerRegistration, publicKey: string) {
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with another server key (the server's keys were replaced) must go first.
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/**
 * Asks for permission, subscribes through the worker and tells the server; answers the number of the
 * person's devices that receive pushes. The permission prompt must come from the click itself.
 */
export async function turnOnPush(publicKey: string): Promise<number> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await workerRegistration();
  if (!registration) throw new PushSetupError('noWorker');
  const subscription = await subscribe(registration, publicKey);
  const body = subscription.toJSON() as PushSubscriptionRequest;
  const { devices } = await apiRequest<{ devices: number }>('POST', '/api/me/push-subscriptions', body);
  return devices;
}

/** The server forgets this device first: if that fails, the device stays on and says so. */
export async function turnOffPush(subscription: PushSubscription): Promise<void> {
  await apiRequest<void>('DELETE', '/api/me/push-subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
