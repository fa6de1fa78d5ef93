import { formatMoney } from '@olivia/contracts/format-money';
import type { PurchaseOrder } from '@olivia/contracts/purchase-orders';
import { MAIN_USER } from '@olivia/contracts/roles';
import { Download, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { Drawer } from '../../../components/resource/drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import {
  downloadPurchaseOrderPdf,
  purchaseOrdersApi,
  useMovePurchaseOrder,
} from '../api/suppliers-api';
import { DrawerStatus } from '../components/drawer-status';
import { PayForm } from '../components/pay-form';
import { PurchaseOrderStatusBadge } from '../components/purchase-order-columns';
import { ReceiveForm } from '../components/receive-form';

/** /suppliers/all/orders/:id: a purchase order, its lines, payments and what can be done. */
export function PurchaseOrderDetailRoute() {
  const { t } = useTranslation('suppliers');
  const { id = '' } = useParams();
  const close = useCloseDrawer();
  const order = purchaseOrdersApi.useOne(id);
  return (
    <Drawer
      title={order.data?.number ?? t('po.detailTitle')}
      description={order.data?.suppliername}
      onClose={close}
      size="lg"
    >
      {order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <DrawerStatus
          error={order.error}
          isError={order.isError}
          notFoundText={t('po.notFound')}
          loadingText={t('loading')}
        />
      )}
    </Drawer>
  );
}

function OrderDetail({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('suppliers');
  const errorMessage = useErrorMessage();
  const move = useMovePurchaseOrder(order.id);
  const [panel, setPanel] = useState<'receive' | 'pay' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const canPay = useSession(
    (state) =>
      state.user?.userCategory === MAIN_USER || (state.user?.allowsubusertransfer ?? false),
  );
  const money = (value: number) => formatMoney(value, order.currency);
  const receivable = order.status === 'ordered' || order.status === 'partly_received';
  const payable = receivable || order.status === 'received';

  const send = async () => {
    await move.mutateAsync('ordered');
    toastSuccess(t('po.sent', { number: order.number }));
  };

  return (
    <>
      <div className="flex-1 space-y-6 overflow-y-auto p-5">
        <div className="flex flex-wrap items-center gap-2">
          <PurchaseOrderStatusBadge t={t} status={order.status} />
          {order.status === 'draft' && (
            <>
              <Button loading={move.isPending} onClick={() => void send().catch(() => undefined)}>
                <Send aria-hidden="true" className="size-4" />
                {t('po.send')}
              </Button>
              <Link to="edit" className={buttonClassName('outline')}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('edit')}
              </Link>
            </>
          )}
          {receivable && (
            <Button
              variant="outline"
              onClick={() => setPanel(panel === 'receive' ? null : 'receive')}
            >
              {t('receive.open')}
            </Button>
          )}
          {payable && canPay && order.due > 0 && (
            <Button variant="outline" onClick={() => setPanel(panel === 'pay' ? null : 'pay')}>
              {t('pay.open')}
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() =>
              void downloadPurchaseOrderPdf(order).catch((error: unknown) =>
                setPdfError(errorMessage(error)),
              )
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {t('po.pdf')}
          </Button>
          {(order.status === 'draft' || order.status === 'ordered') && order.paid === 0 && (
            <Button variant="danger" onClick={() => setCancelling(true)}>
              {t('po.cancel')}
            </Button>
          )}
        </div>
        {move.isError && <Alert>{errorMessage(move.error)}</Alert>}
        {pdfError && <Alert>{pdfError}</Alert>}
        {panel === 'receive' && receivable && (
          <ReceiveForm order={order} onDone={() => setPanel(null)} />
        )}
        {panel === 'pay' && payable && <PayForm order={order} onDone={() => setPanel(null)} />}
        <section aria-label={t('po.lines')}>
          <ul className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
            {order.lines.map((line) => (
              <li key={line.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-2">
                <span className="font-medium">{line.name}</span>
                <span className="text-end">{money(line.total)}</span>
                <span className="text-gray-600 dark:text-gray-300">
                  {t('po.lineDetail', {
                    quantity: line.quantity,
                    cost: money(line.unitcost),
                    received: line.received,
                  })}
                </span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 text-sm">
            {(
              [
                ['subtotal', order.subtotal],
                ['shipping', order.shipping],
                ['total', order.total],
                ['paid', order.paid],
                ['due', order.due],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex justify-between gap-3">
                <dt className="text-gray-600 dark:text-gray-300">{t(`po.sums.${key}`)}</dt>
                <dd className={key === 'total' || key === 'due' ? 'font-semibold' : ''}>
                  {money(value)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        {(order.expectedat || order.reference || order.note) && (
          <p className="text-sm whitespace-pre-line text-gray-700 dark:text-gray-200">
            {[
              order.expectedat && t('po.expectedOn', { date: order.expectedat }),
              order.reference && t('po.referenceIs', { reference: order.reference }),
              order.note,
            ]
              .filter(Boolean)
              .join('\n')}
          </p>
        )}
        {order.payments.length > 0 && (
          <section>
            <h3 className="font-semibold">{t('pay.history')}</h3>
            <ul className="mt-2 divide-y divide-gray-100 text-sm dark:divide-gray-800">
              {order.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>{money(payment.amount)}</span>
                  <span>{t(`pay.status.${payment.status}`)}</span>
                  <span className="text-gray-500">{payment.createdat.slice(0, 10)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <ConfirmDialog
        open={cancelling}
        title={t('po.cancelTitle', { number: order.number })}
        message={t('po.cancelMessage')}
        confirmLabel={t('po.cancel')}
        onConfirm={() => move.mutateAsync('cancelled')}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
