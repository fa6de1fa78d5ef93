import type { SubUserStatus } from '@olivia/contracts/sub-users';
import { useTranslation } from 'react-i18next';

const tones: Record<SubUserStatus, string> = {
  invited: 'bg-warning/15 text-warning-dark dark:text-warning',
  active: 'bg-success-light text-success-dark',
  disabled: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
};

export function SubUserStatusBadge({ status }: { status: SubUserStatus }) {
  const { t } = useTranslation('subusers');
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
