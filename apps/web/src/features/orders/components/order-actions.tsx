import { ORDER_MOVES, type OrderDetail, type OrderStatus } from '@olivia/contracts/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useErrorMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useSetOrderStatus } from '../api/orders-api';
import { orderNumber } from './order-columns';

/**
 * The statuses a merchant moves an order to (pending and paid belong to the payment, refunded
 * to the money given back).
 */
type Move = Exclude<OrderStatus, 'pending' | 'paid' | 'refunded'>;
const isMove = (status: OrderStatus): status is Move =>
  status !== 'pending' && status !== 'paid' && status !== 'refunded';
/** Moves that cannot be undone, asked first (money goes back through a refund, not a move). */
type FinalMove = Extract<Move, 'cancelled'>;
const isFinal = (move: Move): move is FinalMove => move === 'cancelled';

/** The note's limit (UpdateOrderStatusRequestSchema). */
const NOTE_MAX = 500;

/**
 * The order's next steps: a button per move ORDER_MOVES allows from its status, with an
 * optional note for the timeline. Cancel asks first; the server's refusal (409, e.g. a
 * customer's payment landed meanwhile) is shown as it says it. A paid order is refunded by
 * giving its money back (OrderRefunds).
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const errorMessage = useErrorMessage();
  const setStatus = useSetOrderStatus();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<FinalMove | null>(null);
  const moves = ORDER_MOVES[order.orderStatus].filter(isMove);
  if (moves.length === 0) return null;

  const move = async (to: Move) => {
    await setStatus.mutateAsync({ id: order.id, body: { orderStatus: to, note: note.trim() } });
    setNote('');
    toastSuccess(t('toasts.moved', { number: orderNumber(order), status: t(`status.${to}`) }));
  };
  const choose = async (to: Move) => {
    setFailure(null);
    if (isFinal(to)) return setConfirming(to);
    try {
      await move(to);
    } catch (error) {
      setFailure(error);
    }
  };
  const variantOf = (to: Move, index: number): ButtonVariant =>
    isFinal(to) ? 'danger' : index === 0 ? 'primary' : 'outline';
  const number = orderNumber(order);
  const confirmText: Record<FinalMove, { title: string; message: string }> = {
    cancelled: {
      title: t('confirm.cancelTitle', { number }),
      message: t('confirm.cancelBody'),
    },
  };

  return (
    <section aria-label={t('moves.label')} className="space-y-3">
      {failure !== null && <Alert>{errorMessage(failure)}</Alert>}
      <TextareaField
        label={t('moves.note')}
        hint={t('moves.noteHint')}
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {moves.map((to, index) => (
          <Button
            key={to}
            variant={variantOf(to, index)}
            disabled={setStatus.isPending}
            loading={setStatus.isPending && setStatus.variables?.body.orderStatus === to}
            onClick={() => void choose(to)}
          >
            {t(`moves.${to}`)}
          </Button>
        ))}
      </div>
      {confirming && (
        <ConfirmDialog
          open
          title={confirmText[confirming].title}
          message={confirmText[confirming].message}
          confirmLabel={t(`moves.${confirming}`)}
          onConfirm={() => move(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
