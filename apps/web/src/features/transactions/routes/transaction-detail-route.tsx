import { Printer } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { printElement } from '../../../components/ui/print-element';
import { Spinner } from '../../../components/ui/spinner';
import { isServerError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorMessage } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { useTransaction } from '../api/transactions-api';
import { TransactionReceipt } from '../components/transaction-receipt';

/** /transactions/all/:id: one movement in full, in a drawer, with a printable receipt. */
export function TransactionDetailRoute() {
  const { t, i18n } = useTranslation('transactions');
  const errorMessage = useErrorMessage();
  const { id = '' } = useParams();
  const close = useCloseDrawer();
  const transaction = useTransaction(id);
  const storeName = useSession((state) => state.user?.businessname);
  const receipt = useRef<HTMLElement>(null);

  const print = () => {
    if (!receipt.current || !transaction.data) return;
    const copy = receipt.current.cloneNode(true) as HTMLElement;
    const printedAt = document.createElement('p');
    printedAt.className = 'mt-6 text-center text-xs';
    printedAt.textContent = t('detail.printedAt', {
      date: formatDateTime(new Date(), transaction.data.currency, { language: i18n.language }),
    });
    copy.append(printedAt);
    printElement(copy);
  };

  return (
    <Drawer
      title={t('detail.title')}
      description={transaction.data?.ref.toUpperCase()}
      onClose={close}
    >
      <div className="flex-1 overflow-y-auto p-5">
        {transaction.data ? (
          <TransactionReceipt ref={receipt} transaction={transaction.data} storeName={storeName} />
        ) : transaction.isError ? (
          <Alert>
            {isServerError(transaction.error, 'notFound')
              ? t('detail.notFound')
              : `${t('detail.loadFailed')} ${errorMessage(transaction.error)}`}
          </Alert>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner />
            {t('detail.loading')}
          </p>
        )}
      </div>
      {transaction.data && (
        <div className="flex justify-end gap-3 border-t border-gray-100 px-5 py-4 dark:border-gray-800">
          <Button onClick={print}>
            <Printer aria-hidden="true" className="size-4" />
            {t('detail.print')}
          </Button>
        </div>
      )}
    </Drawer>
  );
}
