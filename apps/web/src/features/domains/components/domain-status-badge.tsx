import type { DomainStatus } from '@olivia/contracts/domains';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** The badge's colour: green while active, amber within 30 days of expiry, red once expired. */
const TONE: Record<DomainStatus, string> = {
  active: 'complete',
  expiring: 'pending',
  expired: 'expired',
};

export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  const { t } = useTranslation('domains');
  return <StatusBadge status={TONE[status]} label={t(`status.${status}`)} />;
}
