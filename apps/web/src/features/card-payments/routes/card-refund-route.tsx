import { CardRefundRequestSchema, type CardPaymentDetail } from '@olivia/contracts/card-payments';
import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import { formatMoney } from '@olivia/contracts/format-money';
import { cardMessages } from '@olivia/contracts/card-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { PinEntry } from '../../../components/ui/pin-entry';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { callEndpoint } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { cardPaymentsApi, useCardPayment } from '../api/card-payments-api';
import { useCanRefund } from '../components/use-can-refund';

/** The form's values: the contract's, less the ref the drawer keeps, at most what is left. */
const refundSchema = (refundable: number) =>
  CardRefundRequestSchema.omit({ ref: true }).refine((body) => body.amount <= refundable, {
    message: cardMessages.refundAboveRefundable,
    path: ['amount'],
  });

/**
 * Back to the payment's detail (one path segment up, not the parent route, which is the list),
 * so a refund is seen in the detail it was asked from; the list's query string is kept.
 */
function useBackToPayment() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    () => void navigate({ pathname: '..', search }, { relative: 'path' }),
    [navigate, search],
  );
}

/**
 * /transactions/card/:id/refund (ADR 0030): all or part of a successful card payment back to
 * the card, from the wallet, with the PIN. One `ref` per drawer, so sending again after a lost
 * answer never refunds twice.
 */
export function CardRefundRoute() {
  const { t } = useTranslation('cardPayments');
  const { id = '' } = useParams();
  const close = useBackToPayment();
  const payment = useCardPayment(id);
  const canRefund = useCanRefund();
  if (!canRefund) return <Navigate to=".." relative="path" replace />;
  if (!payment.data) {
    return (
      <RecordDrawerStatus
        title={t('refund.title')}
        error={payment.error}
        isError={payment.isError}
        notFoundText={t('detail.notFound')}
        loadingText={t('detail.loading')}
        onClose={close}
      />
    );
  }
  return <RefundForm payment={payment.data} onClose={close} />;
}

function RefundForm({ payment, onClose }: { payment: CardPaymentDetail; onClose: () => void }) {
  const { t } = useTranslation('cardPayments');
  const queryClient = useQueryClient();
  const [ref] = useState(() => crypto.randomUUID());
  const schema = useMemo(() => refundSchema(payment.refundable), [payment.refundable]);
  const money = (value: number) => formatMoney(value, payment.currency);
  const refund = useMutation({
    mutationFn: (body: { amount: number; reason: string; pin: string }) =>
      callEndpoint(cardPaymentEndpoints.refund, {
        params: { id: payment.id },
        body: { ...body, ref },
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(cardPaymentsApi.keys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: cardPaymentsApi.keys.all });
    },
  });

  return (
    <FormDrawer
      title={t('refund.title')}
      description={t('refund.intro', {
        name: payment.payername,
        amount: money(payment.amount),
        left: money(payment.refundable),
      })}
      schema={schema}
      defaultValues={{ amount: payment.refundable, reason: '', pin: '' }}
      submitLabel={t('refund.submit')}
      submittingLabel={t('refund.submitting')}
      onSubmit={async (values) => {
        await refund.mutateAsync(values);
        toastSuccess(t('refund.done', { amount: money(values.amount), name: payment.payername }));
        onClose();
      }}
      onClose={onClose}
    >
      {({ form, errorOf }) => (
        <>
          <TextField
            label={t('refund.amount')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            max={payment.refundable}
            error={errorOf('amount')}
            {...form.register('amount', { valueAsNumber: true })}
          />
          <TextareaField
            label={t('refund.reason')}
            rows={2}
            maxLength={200}
            error={errorOf('reason')}
            {...form.register('reason')}
          />
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('refund.hint')}</p>
          <Controller
            control={form.control}
            name="pin"
            render={({ field }) => (
              <PinEntry
                label={t('refund.pin')}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errorOf('pin')}
              />
            )}
          />
        </>
      )}
    </FormDrawer>
  );
}
