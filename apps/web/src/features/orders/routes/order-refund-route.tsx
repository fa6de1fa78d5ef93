import { formatMoney } from '@olivia/contracts/format-money';
import { type OrderRefunds } from '@olivia/contracts/order-refunds';
import type { OrderDetail } from '@olivia/contracts/orders';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useErrorMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import {
  useOrder,
  useOrderRefunds,
  usePayoutBanks,
  useRefundAccountCheck,
  useRefundOrder,
} from '../api/orders-api';
import { orderNumber } from '../components/order-columns';
import { useCanRefundOrder } from '../components/order-refunds';

import { formSchema, RefundFields, type BankState } from '../components/order-refund-fields';

/** Back to the order's detail (one path segment up), its list's query string kept. */
function useBackToOrder() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    () => void navigate({ pathname: '..', search }, { relative: 'path' }),
    [navigate, search],
  );
}

/**
 * /orders/all/:id/refund (ADR 0033): money back on an order — chosen lines, the delivery or an
 * amount — to the card it was paid with, to the customer's bank (named first), or in cash,
 * with the PIN. One `ref` per drawer (a bank refund's is its quote's), so a lost answer sent
 * again never refunds twice.
 */
export function OrderRefundRoute() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const close = useBackToOrder();
  const order = useOrder(id);
  const refunds = useOrderRefunds(id);
  const canRefund = useCanRefundOrder();
  if (!canRefund) return <Navigate to=".." relative="path" replace />;
  if (!order.data || !refunds.data) {
    return (
      <RecordDrawerStatus
        title={t('refund.title')}
        error={order.error ?? refunds.error}
        isError={order.isError || refunds.isError}
        notFoundText={t('detail.notFound')}
        loadingText={t('detail.loading')}
        onClose={close}
      />
    );
  }
  return <RefundForm order={order.data} refunds={refunds.data} onClose={close} />;
}

function RefundForm({
  order,
  refunds,
  onClose,
}: {
  order: OrderDetail;
  refunds: OrderRefunds;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const errorMessage = useErrorMessage();
  const [ref] = useState(() => crypto.randomUUID());
  const refund = useRefundOrder(order.id);
  const check = useRefundAccountCheck();
  const schema = useMemo(() => formSchema(refunds.refundable), [refunds.refundable]);
  const money = (value: number) => formatMoney(value, order.currency);
  const methods = [
    ...(order.paymentmethod === 'card' ? (['card'] as const) : []),
    ...(order.currency === 'NGN' ? (['bank'] as const) : []),
    'cash' as const,
  ];
  const banks = usePayoutBanks(methods.includes('bank'));
  const bankRef = useRef<BankState>({ method: methods[0], named: false });
  const onBankState = useCallback((state: BankState) => {
    bankRef.current = state;
  }, []);

  return (
    <FormDrawer
      title={t('refund.title')}
      description={t('refund.intro', {
        number: orderNumber(order),
        paid: money(refunds.paid),
        left: money(refunds.refundable),
      })}
      size="lg"
      schema={schema}
      defaultValues={{
        method: methods[0],
        lines: order.items.map((item) => ({ itemid: item.id, quantity: 0 })),
        delivery: false,
        amount: refunds.refundable,
        reason: '',
        pin: '',
        bankcode: '',
        account: '',
      }}
      submitLabel={t('refund.submit')}
      submittingLabel={t('refund.submitting')}
      beforeSubmit={async () =>
        bankRef.current.method === 'bank' && !bankRef.current.named
          ? t('refund.checkAccountFirst')
          : undefined
      }
      onSubmit={async ({ lines, ...values }) => {
        await refund.mutateAsync({
          ...values,
          items: lines.filter((line) => line.quantity > 0),
          ref: values.method === 'bank' ? (check.data?.ref ?? '') : ref,
        });
        toastSuccess(t('refund.done', { amount: money(values.amount ?? 0) }));
        onClose();
      }}
      onClose={onClose}
    >
      {({ form, errorOf }) => (
        <RefundFields
          form={form}
          errorOf={errorOf}
          order={order}
          methods={methods}
          banks={banks.data?.banks ?? []}
          check={check}
          checkError={check.isError ? errorMessage(check.error) : undefined}
          onBankState={onBankState}
        />
      )}
    </FormDrawer>
  );
}
