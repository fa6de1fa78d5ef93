import type { PaymentLink } from '@olivia/contracts/payment-links';
import { ExternalLink, QrCode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { editPath } from '../../../lib/screen-paths';
import { paymentLinksApi } from '../api/payment-links-api';
import { LinkPayments } from '../components/link-payments';
import { PaymentLinkFigures } from '../components/payment-link-figures';
import { PaymentLinkItems } from '../components/payment-link-items';
import { PaymentLinkQrCode } from '../components/payment-link-qr-code';
import { amountText, stateTone } from '../components/payment-link-text';

/** /payment-links/:id: a link's figures, the products it sells, its address and QR code, and the payments made on it. */
export function PaymentLinkDetailRoute() {
  const { t } = useTranslation(['paymentLinks', 'routes']);
  const { id = '' } = useParams();
  const link = paymentLinksApi.useOne(id);
  const close = useCloseDrawer();

  if (link.data) return <PaymentLinkDetail link={link.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:paymentLinkDetail')}
      error={link.error}
      isError={link.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
      size="lg"
    />
  );
}

function PaymentLinkDetail({ link, onClose }: { link: PaymentLink; onClose: () => void }) {
  const { t } = useTranslation('paymentLinks');
  const { search } = useLocation();
  const [showQr, setShowQr] = useState(false);
  return (
    <Drawer title={link.name} description={amountText(t, link)} onClose={onClose} size="lg">
      <div className="flex-1 space-y-6 overflow-y-auto p-5">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={stateTone[link.state]} label={t(`state.${link.state}`)} />
          <Link
            to={{ pathname: `../${editPath(link.id)}`, search }}
            relative="path"
            className="text-sm font-semibold text-primary hover:underline"
          >
            {t('actions.edit')}
          </Link>
        </div>
        <PaymentLinkFigures link={link} />
        <PaymentLinkItems link={link} />
        <section aria-labelledby="link-address-heading" className="space-y-3">
          <h3
            id="link-address-heading"
            className="text-base font-semibold text-dark dark:text-white"
          >
            {t('detail.address')}
          </h3>
          <div className="flex items-center gap-2 rounded-md bg-gray-50 p-3 dark:bg-gray-800">
            <span className="min-w-0 flex-1 font-mono text-sm break-all">{link.url}</span>
            <CopyButton
              text={link.url}
              label={t('actions.copyOf', { name: link.name })}
              copiedLabel={t('copied')}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName('outline')}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('actions.open')}
            </a>
            <Button variant="outline" aria-expanded={showQr} onClick={() => setShowQr((v) => !v)}>
              <QrCode aria-hidden="true" className="size-4" />
              {showQr ? t('actions.hideQr') : t('actions.qr')}
            </Button>
          </div>
          {showQr && <PaymentLinkQrCode url={link.url} slug={link.slug} />}
        </section>
        <LinkPayments link={link} />
      </div>
    </Drawer>
  );
}
