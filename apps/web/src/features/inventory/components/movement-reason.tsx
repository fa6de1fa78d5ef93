import type { InventoryMovement } from '@olivia/contracts/inventory';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPaths } from '../../../lib/screen-paths';

type Movement = Pick<InventoryMovement, 'reason' | 'ordernumber' | 'orderid'>;

/** Why stock moved, in words: a merchant's reason, or the order or return that moved it. */
export function movementReasonText(t: TFunction<'inventory'>, movement: Movement): string {
  const number = movement.ordernumber;
  switch (movement.reason) {
    case 'ordered':
      return number === null ? t('reasons.orderedUnknown') : t('reasons.ordered', { number });
    case 'released':
      return number === null ? t('reasons.releasedUnknown') : t('reasons.released', { number });
    default:
      return t(`reasons.${movement.reason}`);
  }
}

/** The reason; a movement an order made links to that order. */
export function MovementReason({ movement }: { movement: Movement }) {
  const { t } = useTranslation('inventory');
  const text = movementReasonText(t, movement);
  if (movement.orderid === null) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <Link
      to={`${screenPaths.orders}/${movement.orderid}`}
      className="whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
    >
      {text}
    </Link>
  );
}

/** A change with its sign: '+5' in green, '−3' in red (a real minus sign). */
export function MovementChange({ change }: { change: number }) {
  const text = change > 0 ? `+${change}` : `\u2212${Math.abs(change)}`;
  return (
    <span className={`font-semibold ${change > 0 ? 'text-success' : 'text-danger'}`}>{text}</span>
  );
}
