import type { Product } from '@olivia/contracts/catalog';
import { formatMoney } from '@olivia/contracts/format-money';
import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import {
  PAYMENT_LINK_AMOUNT_TYPES,
  type PaymentLinkItem,
  type PaymentLinkRequestSchema,
} from '@olivia/contracts/payment-links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SplitGroupField, splitGroupValue } from '../../../components/form/split-group-field';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ImageUpload } from '../../../components/ui/image-upload';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { CustomFieldsEditor } from './custom-fields-editor';
import { fromLocalInput, linesTotal, numberOrNull, toLocalInput } from './payment-link-form-values';
import { PaymentLinkImage } from './payment-link-image';
import { PaymentLinkProducts } from './payment-link-products';
import { SlugField } from './slug-field';

const SLUG_MESSAGES: readonly string[] = [
  paymentLinkMessages.slugTaken,
  paymentLinkMessages.slugInvalid,
  paymentLinkMessages.slugLockedAfterPayment,
];

/** A taken, refused or locked address (409/400 on save) belongs under the address field. */
export const slugErrorField = (error: Pick<ApiError, 'message'>) =>
  SLUG_MESSAGES.includes(error.message) ? ('slug' as const) : undefined;

interface PaymentLinkFieldsProps extends FormDrawerFields<typeof PaymentLinkRequestSchema> {
  /** Each image upload as it starts (settles true once stored). */
  onUploadStart: (settled: Promise<boolean>) => void;
  /** The link's own address when editing (not checked for availability). */
  currentSlug?: string | undefined;
  /** The products the link sold when opened, as priced now ([] for a new link). */
  storedItems: readonly PaymentLinkItem[];
  /** The link's currency when editing; the store's otherwise. */
  currency?: string | undefined;
}

/** The whole of a link: what it is, what it asks, how much, its address, when it stops. */
export function PaymentLinkFields(props: PaymentLinkFieldsProps) {
  const { form, errorOf, onUploadStart, currentSlug, storedItems } = props;
  const { t } = useTranslation('paymentLinks');
  const storeCurrency = useSession((state) => state.user?.currency);
  const currency = props.currency ?? storeCurrency;
  const [found, setFound] = useState<ReadonlyMap<string, Product>>(new Map());
  const known = { found, stored: storedItems };
  const lines = form.watch('items') ?? [];
  const withProducts = lines.length > 0;
  const image = form.watch('imageurl') ?? '';
  const setImage = (url: string) => form.setValue('imageurl', url, { shouldDirty: true });
  const amountType = form.watch('amounttype');
  const [expiry, setExpiry] = useState(() => toLocalInput(form.getValues('expiresat')));
  const amountField = { inputMode: 'decimal' as const, autoComplete: 'off' };

  return (
    <>
      <TextField
        label={t('form.name')}
        autoComplete="off"
        maxLength={80}
        data-autofocus
        {...form.register('name')}
        error={errorOf('name')}
      />
      <TextareaField
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        maxLength={1000}
        {...form.register('description')}
        error={errorOf('description')}
      />
      <div className="space-y-2">
        {image && (
          <div className="flex items-center gap-3">
            <PaymentLinkImage url={image} size="size-16" />
            <Button variant="outline" onClick={() => setImage('')}>
              {t('form.removeImage')}
            </Button>
          </div>
        )}
        <ImageUpload
          id="payment-link-image"
          purpose="product"
          label={image ? t('form.replaceImage') : t('form.image')}
          uploadOnChoose
          onUploadStart={onUploadStart}
          onUploaded={setImage}
          error={errorOf('imageurl')}
        />
      </div>
      <PaymentLinkProducts
        form={form}
        errorOf={errorOf}
        currency={currency}
        known={known}
        onProduct={(product) => setFound((was) => new Map(was).set(product.id, product))}
      />
      <SelectField
        label={t('form.amountType')}
        // A link with products is paid at their total: the payer cannot choose.
        options={PAYMENT_LINK_AMOUNT_TYPES.filter(
          (value) => !withProducts || value === 'fixed',
        ).map((value) => ({
          value,
          label: t(`amountType.${value}`),
        }))}
        {...form.register('amounttype')}
        error={errorOf('amounttype')}
      />
      {withProducts ? (
        <TextField
          label={t('form.amount')}
          hint={t('products.totalHint')}
          readOnly
          value={formatMoney(linesTotal(lines, known), currency)}
          error={errorOf('amount')}
        />
      ) : amountType === 'payer' ? (
        <TextField
          label={t('form.minimumAmount')}
          hint={t('form.minimumAmountHint')}
          {...amountField}
          {...form.register('minimumamount', { setValueAs: (v) => numberOrNull(v) ?? 0 })}
          error={errorOf('minimumamount')}
        />
      ) : (
        <TextField
          label={t('form.amount')}
          {...amountField}
          {...form.register('amount', { setValueAs: numberOrNull })}
          error={errorOf('amount')}
        />
      )}
      <SlugField
        slug={form.watch('slug') ?? ''}
        current={currentSlug}
        {...form.register('slug')}
        error={errorOf('slug')}
      />
      <CheckboxField
        label={t('form.collectPhone')}
        {...form.register('collectphone')}
        error={errorOf('collectphone')}
      />
      <CheckboxField
        label={t('form.collectAddress')}
        {...form.register('collectaddress')}
        error={errorOf('collectaddress')}
      />
      <CustomFieldsEditor form={form} errorOf={errorOf} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.completionLimit')}
          hint={t('form.completionLimitHint')}
          type="number"
          inputMode="numeric"
          min={1}
          {...form.register('completionlimit', { setValueAs: numberOrNull })}
          error={errorOf('completionlimit')}
        />
        <TextField
          label={t('form.expiresAt')}
          hint={t('form.expiresAtHint')}
          type="datetime-local"
          value={expiry}
          onChange={(event) => {
            setExpiry(event.target.value);
            form.setValue('expiresat', fromLocalInput(event.target.value), { shouldDirty: true });
          }}
          error={errorOf('expiresat')}
        />
      </div>
      <TextareaField
        label={t('form.afterMessage')}
        hint={t('form.afterMessageHint')}
        maxLength={500}
        {...form.register('aftermessage')}
        error={errorOf('aftermessage')}
      />
      <TextField
        label={t('form.redirectUrl')}
        hint={t('form.redirectUrlHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        {...form.register('redirecturl')}
        error={errorOf('redirecturl')}
      />
      <SplitGroupField
        {...form.register('splitgroupid', { setValueAs: splitGroupValue })}
        error={errorOf('splitgroupid')}
      />
      <CheckboxField
        label={t('form.active')}
        hint={t('form.activeHint')}
        {...form.register('active')}
        error={errorOf('active')}
      />
    </>
  );
}
