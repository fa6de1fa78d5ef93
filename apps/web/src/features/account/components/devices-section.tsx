import type { Device } from '@olivia/contracts/two-factor';
import { Laptop } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorMessage } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/security-api';

/** The user's signed-in browsers (ADR 0040), this one marked, each signed out on its own. */
export function DevicesSection() {
  const { t } = useTranslation('security');
  const errorText = useErrorMessage();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const others = devices.data?.filter((device) => !device.current) ?? [];
  const failure = devices.error ?? signOut.error ?? signOutOthers.error;

  return (
    <section className="space-y-3" aria-labelledby="devices-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="devices-heading" className="font-semibold text-dark dark:text-gray-100">
          {t('devices.heading')}
        </h3>
        {others.length > 0 && (
          <Button
            variant="outline"
            loading={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            {t('devices.signOutOthers')}
          </Button>
        )}
      </div>
      {failure && <Alert>{errorText(failure)}</Alert>}
      <ul className="divide-y divide-gray-100 rounded-md border border-gray-100 dark:divide-gray-800 dark:border-gray-800">
        {devices.data?.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            pending={signOut.isPending && signOut.variables === device.id}
            onSignOut={() => signOut.mutate(device.id)}
          />
        ))}
      </ul>
      {devices.data && others.length === 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('devices.none')}</p>
      )}
    </section>
  );
}

function DeviceRow(props: { device: Device; pending: boolean; onSignOut: () => void }) {
  const { device } = props;
  const { t, i18n } = useTranslation('security');
  const currency = useSession((state) => state.user?.currency);
  const name =
    device.browser && device.system
      ? t('devices.on', { browser: device.browser, system: device.system })
      : (device.browser ?? device.system ?? t('devices.unknown'));
  const seen = formatDateTime(device.lastseenat, currency, { language: i18n.language });
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Laptop className="size-5 shrink-0 text-gray-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-dark dark:text-gray-100">
          {name}
          {device.current && (
            <span className="ms-2 rounded-full bg-primary-light px-2 py-0.5 text-xs font-semibold text-primary">
              {t('devices.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {[device.ip, t('devices.lastSeen', { time: seen })].filter(Boolean).join(' · ')}
        </p>
      </div>
      {!device.current && (
        <Button variant="outline" loading={props.pending} onClick={props.onSignOut}>
          {t('devices.signOut')}
        </Button>
      )}
    </li>
  );
}
