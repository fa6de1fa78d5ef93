import type { AdvertPlatform } from '@olivia/contracts/advert-record';
import { formatMoney } from '@olivia/contracts/format-money';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date-time';
import { screenPaths } from '../../../lib/screen-paths';
import { DashboardPanel, panelCell as cell } from './dashboard-panel';
import { numberFormat } from '../../../lib/intl-formats';

interface AdvertCampaignsProps {
  adverts: DashboardResponse['adsList'] | undefined;
  currency: string;
}

/** The platforms' own names, the same in every language. */
const PLATFORM_NAMES: Record<AdvertPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  google: 'Google',
  tiktok: 'TikTok',
  x: 'X',
};

/**
 * docs/product/screens.md Advert Campaigns (docs/product/records.md Advert: platforms, domain,
 * total, estimated daily reach, number of days, start and end dates): the newest campaigns, linking
 * to /adverts/all.
 */
export function AdvertCampaigns({ adverts, currency }: AdvertCampaignsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const numbers = numberFormat(i18n.language);
  const day = (value: string) => formatDay(value, currency, { language: i18n.language });
  const headers = ['platforms', 'domain', 'total', 'reach', 'days', 'start', 'end'] as const;

  return (
    <DashboardPanel
      title={t('adverts.title')}
      link={{ to: screenPaths.adverts, label: t('adverts.viewAll') }}
      empty={adverts?.length === 0 && t('adverts.empty')}
      head={headers.map((key) => (
        <th key={key} scope="col" className={cell}>
          {t(`adverts.${key}`)}
        </th>
      ))}
    >
      {(adverts ?? []).map((advert) => (
        <tr key={advert.id}>
          <td className={cell}>{advert.platforms.map((p) => PLATFORM_NAMES[p]).join(', ')}</td>
          <td className={cell}>{advert.domain}</td>
          <td className={`${cell} font-semibold text-dark dark:text-gray-100`}>
            {formatMoney(advert.total, advert.currency)}
          </td>
          <td className={cell}>{numbers.format(advert.estimateddailyreach)}</td>
          <td className={cell}>{numbers.format(advert.numberofdays)}</td>
          <td className={cell}>{day(advert.startdate)}</td>
          <td className={cell}>{day(advert.enddate)}</td>
        </tr>
      ))}
    </DashboardPanel>
  );
}
