import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  currentSubscription,
  PushSetupError,
  pushAvailability,
  turnOffPush,
  turnOnPush,
} from './push-device';
import { useReminderTexts } from './texts';
import { useDeviceCount } from './use-reminders';

interface Props {
  /** The server's VAPID public key; empty when the server sends no pushes. */
  publicKey: string;
  /** How many of the person's devices the server sends pushes to. */
  devices: number;
}

type Failure = 'dismissed' | 'denied' | 'noWorker' | 'failed' | 'turnOffFailed';

const failureOf = (error: unknown): Failure => (error instanceof PushSetupError ? error.reason : 'failed');

/**
 * "Turn on notifications on this device", or "On for this device" with "Turn off". Says plainly why it
 * cannot be turned on: no push in this browser, notifications blocked, or none sent by this server.
 */
export function PushDeviceControl({ publicKey, devices }: Props) {
  const { t } = useReminderTexts();
  const count = useDeviceCount();
  // undefined while the worker is asked; null when this device has no subscription.
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const availability = pushAvailability();

  useEffect(() => {
    let live = true;
    currentSubscription().then(
      (found) => live && setSubscription(found),
      () => live && setSubscription(null),
    );
    return () => {
      live = false;
    };
  }, []);

  if (availability === 'unsupported') return <p className="text-sm text-muted">{t('push.unsupported')}</p>;
  if (!publicKey) return <p className="text-sm text-muted">{t('push.notConfigured')}</p>;
  if (subscription === undefined) return null;
  // A subscription the server does not count (another account's, or removed there) is not "on".
  const on = subscription !== null && devices > 0;

  const turnOn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      count.set(await turnOnPush(publicKey));
      setSubscription(await currentSubscription());
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    if (!subscription) return;
    setBusy(true);
    setFailure(null);
    try {
      await turnOffPush(subscription);
      setSubscription(null);
      await count.refresh();
    } catch {
      setFailure('turnOffFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {on ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm font-medium">
            <BellRing aria-hidden="true" className="h-4 w-4 text-primary" />
            {t('push.on')}
          </p>
          <Button variant="outline" size="touch" onClick={turnOff} disabled={busy}>
            <BellOff aria-hidden="true" className="h-4 w-4" />
            {busy ? t('push.turningOff') : t('push.turnOff')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">
            {devices > 0 ? t('push.otherDevices', { count: devices }) : t('push.off')}
          </p>
          {availability === 'denied' ? (
            <Alert>{t('push.denied')}</Alert>
          ) : (
            <Button variant="outline" size="touch" onClick={turnOn} disabled={busy}>
              <BellRing aria-hidden="true" className="h-4 w-4" />
              {busy ? t('push.turningOn') : t('push.turnOn')}
            </Button>
          )}
        </>
      )}
      {/* A refusal just now is told by the blocked notice above. */}
      {failure && !(failure === 'denied' && availability === 'denied') && (
        <Alert variant="destructive">{t(`push.${failure}`)}</Alert>
      )}
    </div>
  );
}
