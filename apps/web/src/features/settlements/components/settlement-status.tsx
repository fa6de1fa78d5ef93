import type { SettlementRecord } from '@olivia/contracts/settlement';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** A settlement's state as a coloured badge, in the reader's language. */
export function SettlementStatus({ status }: { status: SettlementRecord['status'] }) {
  const { t } = useTranslation('settlement');
  return <StatusBadge status={status} label={t(`status.${status}`)} />;
}
