import {
  PaymentLinkRequestSchema,
  type PaymentLinkItem,
  type PaymentLinkRequest,
} from '@olivia/contracts/payment-links';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { PaymentLinkFields, slugErrorField } from './payment-link-fields';

type LinkBody = z.output<typeof PaymentLinkRequestSchema>;

interface PaymentLinkFormDrawerProps {
  title: string;
  description: string;
  defaultValues: PaymentLinkRequest;
  submitLabel: string;
  /** The link's own address when editing. */
  currentSlug?: string;
  /** The link's products as stored, priced now, when editing. */
  storedItems?: readonly PaymentLinkItem[];
  /** The link's currency when editing (the store's otherwise). */
  currency?: string;
  onSubmit: (values: LinkBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A payer-chosen amount has no fixed amount; a fixed one has no minimum of its own; a link with
 * products is fixed at their total, which the server works out (so no amount is sent).
 */
function withAmountOfType(values: LinkBody): LinkBody {
  if (values.items.length > 0) {
    return { ...values, amounttype: 'fixed', amount: null, minimumamount: 0 };
  }
  return values.amounttype === 'payer'
    ? { ...values, amount: null }
    : { ...values, minimumamount: 0 };
}

/**
 * The new and edit drawer of a payment link, validated by the contract's
 * `PaymentLinkRequestSchema`. The image uploads as soon as it is chosen; Save waits for one still
 * uploading, and saves nothing when it fails.
 */
export function PaymentLinkFormDrawer({
  onSubmit,
  currentSlug,
  storedItems = [],
  currency,
  ...props
}: PaymentLinkFormDrawerProps) {
  const { t } = useTranslation('paymentLinks');
  const uploading = useRef<Promise<boolean> | null>(null);
  const track = (settled: Promise<boolean>) => {
    uploading.current = settled;
    void settled.then(() => {
      if (uploading.current === settled) uploading.current = null;
    });
  };
  const imageUploaded = async () => {
    const pending = uploading.current;
    return !pending || (await pending) ? undefined : t('form.imageNotUploaded');
  };
  return (
    <FormDrawer
      {...props}
      size="lg"
      schema={PaymentLinkRequestSchema}
      beforeSubmit={imageUploaded}
      serverErrorField={slugErrorField}
      onSubmit={(values) => onSubmit(withAmountOfType(values))}
    >
      {(fields) => (
        <PaymentLinkFields
          {...fields}
          onUploadStart={track}
          currentSlug={currentSlug}
          storedItems={storedItems}
          currency={currency}
        />
      )}
    </FormDrawer>
  );
}
