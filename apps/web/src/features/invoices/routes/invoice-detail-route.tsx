import type { Invoice } from '@olivia/contracts/invoices';
import { Download, ExternalLink, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { editPath } from '../../../lib/screen-paths';
import { invoicesApi } from '../api/invoices-api';
import { invoiceTitle } from '../components/invoice-columns';
import { RemoveInvoiceDialog, VoidInvoiceDialog } from '../components/invoice-dialogs';
import { InvoiceDocument } from '../components/invoice-document';
import { invoiceAllows, useInvoiceActions } from '../components/use-invoice-actions';

/** /invoice/all/:id: an invoice as a document, its customer's page, and what can be done to it. */
export function InvoiceDetailRoute() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  const invoice = invoicesApi.useOne(id);
  const close = useCloseDrawer();

  if (invoice.data) return <InvoiceDetail invoice={invoice.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('detail.title')}
      error={invoice.error}
      isError={invoice.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
      size="lg"
    />
  );
}

function InvoiceDetail({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const { search } = useLocation();
  const actions = useInvoiceActions();
  const allows = invoiceAllows(invoice);
  const [confirming, setConfirming] = useState<'void' | 'remove' | null>(null);
  const name = invoiceTitle(t, invoice);

  return (
    <Drawer title={name} description={invoice.customername} onClose={onClose} size="lg">
      <div className="flex-1 space-y-6 overflow-y-auto p-5">
        <div className="flex flex-wrap gap-2">
          {allows.send && (
            <Button loading={actions.sending} onClick={() => void actions.send(invoice)}>
              <Send aria-hidden="true" className="size-4" />
              {t(`actions.${allows.send}`)}
            </Button>
          )}
          {allows.remind && (
            <Button variant="outline" onClick={() => void actions.remind(invoice)}>
              {t('actions.remind')}
            </Button>
          )}
          <Button variant="outline" onClick={() => void actions.pdf(invoice)}>
            <Download aria-hidden="true" className="size-4" />
            {t('actions.pdf')}
          </Button>
          {allows.edit && (
            <Link
              to={{ pathname: `../${editPath(invoice.id)}`, search }}
              relative="path"
              className={buttonClassName('outline')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('actions.edit')}
            </Link>
          )}
          {allows.void && (
            <Button variant="danger" onClick={() => setConfirming('void')}>
              {t('actions.void')}
            </Button>
          )}
          {allows.remove && (
            <Button variant="danger" onClick={() => setConfirming('remove')}>
              {t('actions.remove')}
            </Button>
          )}
        </div>
        {invoice.url && (
          <section aria-labelledby="invoice-page-heading" className="space-y-3">
            <h3
              id="invoice-page-heading"
              className="text-base font-semibold text-dark dark:text-white"
            >
              {t('detail.page')}
            </h3>
            <div className="flex items-center gap-2 rounded-md bg-gray-50 p-3 dark:bg-gray-800">
              <span className="min-w-0 flex-1 font-mono text-sm break-all">{invoice.url}</span>
              <CopyButton
                text={invoice.url}
                label={t('actions.copyPage', { name })}
                copiedLabel={t('copied')}
              />
            </div>
            <a
              href={invoice.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName('outline')}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('actions.openPage')}
            </a>
          </section>
        )}
        <InvoiceDocument invoice={invoice} />
      </div>
      <VoidInvoiceDialog
        invoice={confirming === 'void' ? invoice : null}
        onClose={() => setConfirming(null)}
      />
      <RemoveInvoiceDialog
        invoice={confirming === 'remove' ? invoice : null}
        onClose={() => setConfirming(null)}
        onDone={onClose}
      />
    </Drawer>
  );
}
