import type { PublicOrder } from '@olivia/contracts/storefront';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/messages';
import { useDownloadOrderPdf } from '../api/download-order-pdf';
import type { OrderAccess } from '../api/storefront-api';

interface OrderPdfButtonProps {
  order: Pick<PublicOrder, 'number'>;
  access: OrderAccess;
  /** Paid: the PDF is marked PAID, so the button offers a receipt rather than an invoice. */
  paid: boolean;
}

/** Downloads the order as the server's PDF: its invoice, or once paid its receipt. */
export function OrderPdfButton({ order, access, paid }: OrderPdfButtonProps) {
  const { t } = useTranslation('storefront');
  const errorMessage = useErrorMessage();
  const download = useDownloadOrderPdf(access, order.number);

  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        variant="outline"
        loading={download.isPending}
        onClick={() => {
          download.mutate();
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {t(paid ? 'order.downloadReceipt' : 'order.downloadInvoice')}
      </Button>
      {download.isError && <Alert>{errorMessage(download.error)}</Alert>}
    </div>
  );
}
