import { formatMoney } from '@olivia/contracts/format-money';
import { leastLinkPayment } from '@olivia/contracts/payment-links';
import {
  QR_CODE_KINDS,
  type QrCodeRequestSchema,
  type UpdateQrCodeRequestSchema,
} from '@olivia/contracts/qr-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLinkChoices, useProductChoices } from '../api/qr-codes-api';

/** '' (nothing typed or chosen) is null, as the contract takes it. */
const numberOrNull = (text: unknown) =>
  text === '' || text === null || text === undefined ? null : Number(text);
const idOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const amountField = { inputMode: 'decimal' as const, autoComplete: 'off' };

/**
 * A new code: what it opens first (the store, one of its products found by name, or one of its
 * payment links), then an amount for a link whose payer chooses it, its label and switch.
 */
export function NewQrCodeFields({ form, errorOf }: FormDrawerFields<typeof QrCodeRequestSchema>) {
  const { t } = useTranslation('qrCodes');
  const kind = form.watch('kind');
  const targetId = form.watch('targetid');
  const [productSearch, setProductSearch] = useState('');
  const products = useProductChoices(productSearch.trim(), kind === 'product');
  const links = useLinkChoices(kind === 'link');
  const link = kind === 'link' ? links.data?.find((each) => each.id === targetId) : undefined;
  const payerChooses = link?.amounttype === 'payer';

  /** Picking a target names the code after it, unless the merchant already named it. */
  const chose = (name: string | undefined) => {
    if (name && !form.getValues('label')) form.setValue('label', name, { shouldDirty: true });
  };
  const choices = (items: { id: string; name: string }[] | undefined, loading: boolean) => [
    { value: '', label: loading ? t('form.loadingChoices') : t('form.choose') },
    ...(items ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  const target = form.register('targetid', { setValueAs: idOrNull });

  return (
    <>
      <SelectField
        label={t('form.kind')}
        options={QR_CODE_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
        {...form.register('kind', {
          onChange: () => {
            form.setValue('targetid', null);
            form.setValue('amount', null);
          },
        })}
        error={errorOf('kind')}
      />
      {kind === 'product' && (
        <>
          <TextField
            label={t('form.findProduct')}
            type="search"
            autoComplete="off"
            value={productSearch}
            onChange={(event) => setProductSearch(event.target.value)}
          />
          <SelectField
            label={t('form.product')}
            options={choices(products.data, products.isPending)}
            {...target}
            onChange={(event) => {
              void target.onChange(event);
              chose(products.data?.find((each) => each.id === event.target.value)?.name);
            }}
            error={errorOf('targetid')}
          />
          {products.data?.length === 0 && (
            <p className="text-sm text-gray-500">{t('form.noProducts')}</p>
          )}
        </>
      )}
      {kind === 'link' && (
        <>
          <SelectField
            label={t('form.link')}
            options={choices(links.data, links.isPending)}
            {...target}
            onChange={(event) => {
              void target.onChange(event);
              chose(links.data?.find((each) => each.id === event.target.value)?.name);
              form.setValue('amount', null);
            }}
            error={errorOf('targetid')}
          />
          {links.data?.length === 0 && <p className="text-sm text-gray-500">{t('form.noLinks')}</p>}
        </>
      )}
      {payerChooses && link && (
        <TextField
          label={t('form.amount')}
          hint={t('form.amountHint', {
            minimum: formatMoney(
              Math.max(link.minimumamount, leastLinkPayment(link.currency)),
              link.currency,
            ),
          })}
          {...amountField}
          {...form.register('amount', { setValueAs: numberOrNull })}
          error={errorOf('amount')}
        />
      )}
      <TextField
        label={t('form.label')}
        hint={t('form.labelHint')}
        autoComplete="off"
        maxLength={80}
        {...form.register('label')}
        error={errorOf('label')}
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

/** A code's changes: its label, a link code's amount, and its switch; what it opens stays. */
export function EditQrCodeFields({
  form,
  errorOf,
  withAmount,
}: FormDrawerFields<typeof UpdateQrCodeRequestSchema> & { withAmount: boolean }) {
  const { t } = useTranslation('qrCodes');
  return (
    <>
      <TextField
        label={t('form.label')}
        autoComplete="off"
        maxLength={80}
        data-autofocus
        {...form.register('label')}
        error={errorOf('label')}
      />
      {withAmount && (
        <TextField
          label={t('form.amount')}
          hint={t('form.amountEditHint')}
          {...amountField}
          {...form.register('amount', { setValueAs: numberOrNull })}
          error={errorOf('amount')}
        />
      )}
      <CheckboxField
        label={t('form.active')}
        hint={t('form.activeHint')}
        {...form.register('active')}
        error={errorOf('active')}
      />
    </>
  );
}
