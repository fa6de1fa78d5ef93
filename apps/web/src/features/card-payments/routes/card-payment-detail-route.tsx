import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { useCardPayment } from '../api/card-payments-api';
import { CardPaymentDetails } from '../components/card-payment-details';
import { CardPaymentTimeline } from '../components/card-payment-timeline';
import { CardRefundsSection } from '../components/card-refunds-section';
import { useCanRefund } from '../components/use-can-refund';

/**
 * /transactions/card/:id: one card payment in full, in a drawer: amounts, the card, the payer,
 * the provider and what the processor said (a failure explained by whom it is down to), its
 * refunds, then the attempt's steps.
 */
export function CardPaymentDetailRoute() {
  const { t } = useTranslation('cardPayments');
  const { id = '' } = useParams();
  const close = useCloseDrawer();
  const payment = useCardPayment(id);
  const canRefund = useCanRefund();

  if (!payment.data) {
    return (
      <RecordDrawerStatus
        title={t('detail.title')}
        error={payment.error}
        isError={payment.isError}
        notFoundText={t('detail.notFound')}
        loadingText={t('detail.loading')}
        onClose={close}
      />
    );
  }
  return (
    <Drawer title={t('detail.title')} description={payment.data.reference} onClose={close}>
      <div className="flex-1 space-y-6 overflow-y-auto p-5">
        <CardPaymentDetails payment={payment.data} />
        <CardRefundsSection payment={payment.data} canRefund={canRefund} />
        <CardPaymentTimeline payment={payment.data} />
      </div>
    </Drawer>
  );
}
