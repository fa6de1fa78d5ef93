import type { SubUser } from '@olivia/contracts/sub-users';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What a sub-user may do beyond the basics (docs/product/roles.md), in words. */
function flagLabels(subUser: SubUser, t: TFunction<'subusers'>): string[] {
  return [
    ...(subUser.allowsubusertransfer ? [t('flags.transfers')] : []),
    ...(subUser.viewbalance ? [t('flags.balance')] : []),
  ];
}

/** The flags as text for exports and sorting: 'Transfers, Balance' or 'None'. */
export function flagsText(subUser: SubUser, t: TFunction<'subusers'>): string {
  return flagLabels(subUser, t).join(', ') || t('flags.none');
}

/** The two flags as small labels. */
export function SubUserFlags({ subUser }: { subUser: SubUser }) {
  const { t } = useTranslation('subusers');
  const labels = flagLabels(subUser, t);
  if (labels.length === 0) return <span className="text-gray-400">{t('flags.none')}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <li
          key={label}
          className="rounded bg-primary-light px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-primary"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
