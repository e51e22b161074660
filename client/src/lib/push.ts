import { pushPublicKeySchema } from '@protocol/api/push.ts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiRequest } from './api.ts';

/**
 * Web Push on this device (DESIGN 9): the browser's permission, its PushSubscription through the
 * service worker, and the server's copy of it (`POST`/`DELETE /api/push/subscriptions`).
 */

/** 'Not now' on the gentle opt-in is remembered on this device, so it is never asked again. */
export const PUSH_OPT_IN_KEY = 'qp-push-opt-in';

export type PushResult = 'on' | 'denied' | 'unsupported' | 'failed';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

export function optInDeclined(): boolean {
  try {
    return window.localStorage.getItem(PUSH_OPT_IN_KEY) === 'not-now';
  } catch {
    return false;
  }
}

export function declineOptIn(): void {
  try {
    window.localStorage.setItem(PUSH_OPT_IN_KEY, 'not-now');
  } catch {
    // Private mode: the card goes away for this visit.
  }
}

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = window.atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** The service worker's registration, if one is active (production builds register /sw.js). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

export async function deviceSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}

/**
 * Asks for permission (called from a click: browsers allow the prompt only then), subscribes with
 * the server's public key and hands the subscription to the server.
 */
export async function enablePush(): Promise<PushResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const worker = (await registration()) ?? (await navigator.serviceWorker.ready);
    const { publicKey } = pushPublicKeySchema.parse(await apiRequest('GET', '/api/push/public-key'));
    const subscribe = () =>
      worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const existing = await worker.pushManager.getSubscription();
    const subscription = existing ?? (await subscribe());
    try {
      await apiRequest('POST', '/api/push/subscriptions', subscription.toJSON());
    } catch (error) {
      // 409: this browser's subscription still belongs to an account that used it before. A fresh
      // subscription is a new endpoint, this player's own.
      if (!(existing && error instanceof ApiError && error.status === 409)) throw error;
      await existing.unsubscribe();
      await apiRequest('POST', '/api/push/subscriptions', (await subscribe()).toJSON());
    }
    return 'on';
  } catch (error) {
    console.warn('Push subscription failed', error);
    return 'failed';
  }
}

/** Forgets this device on the server and in the browser. */
export async function disablePush(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

export interface DevicePush {
  supported: boolean;
  permission: NotificationPermission | 'unsupported';
  /** null while it is being read. */
  subscribed: boolean | null;
  busy: boolean;
  /** The last attempt's outcome, to say kindly what happened. */
  result: PushResult | null;
  enable: () => Promise<PushResult>;
  disable: () => Promise<void>;
}

/** This device's push state for the opt-in card and Profile. */
export function useDevicePush(): DevicePush {
  const supported = pushSupported();
  const [subscribed, setSubscribed] = useState<boolean | null>(supported ? null : false);
  const [permission, setPermission] = useState(notificationPermission);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PushResult | null>(null);

  useEffect(() => {
    if (!supported) return;
    let alive = true;
    deviceSubscription()
      .then((found) => alive && setSubscribed(found !== null))
      .catch(() => alive && setSubscribed(false));
    return () => {
      alive = false;
    };
  }, [supported]);

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      const outcome = await enablePush();
      setResult(outcome);
      setPermission(notificationPermission());
      setSubscribed(outcome === 'on');
      return outcome;
    } finally {
      setBusy(false);
    }
  }, []);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      await disablePush();
      setSubscribed(false);
      setResult(null);
    } catch (error) {
      console.warn('Push unsubscribe failed', error);
      setResult('failed');
    } finally {
      setBusy(false);
    }
  }, []);

  return { supported, permission, subscribed, busy, result, enable, disable };
}
