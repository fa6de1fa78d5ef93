import {
  UpdateStoreSetupRequestSchema,
  type StoreSetup,
  type UpdateStoreSetupRequest,
} from '@olivia/contracts/store-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateStoreSetup } from '../api/store-setup-api';
import { storefrontAddress } from '../../../lib/storefront-address';
import { amountValue, STORE_SETUP_FIELDS, storeSetupFormValues } from './store-setup-values';

type Output = z.output<typeof UpdateStoreSetupRequestSchema>;

/** Two fields side by side from 640 px, one above the other on a phone. */
const pairs = 'grid gap-4 sm:grid-cols-2';

/**
 * The store's details (main user): validated with the contract's schema, server `details`
 * under their fields, any other failure above them; 'Store details saved' once saved.
 */
export function StoreSetupForm({ setup }: { setup: StoreSetup }) {
  const { t } = useTranslation('storeSetup');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const update = useUpdateStoreSetup();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<UpdateStoreSetupRequest, unknown, Output>({
    resolver: zodResolver(UpdateStoreSetupRequestSchema),
    defaultValues: storeSetupFormValues(setup),
  });
  const errorOf = (name: keyof UpdateStoreSetupRequest) =>
    translate(form.formState.errors[name]?.message) || undefined;

  /** After the server refused: the first field it named, in screen order. */
  const focusFirstError = () => {
    const first = STORE_SETUP_FIELDS.find((field) => form.getFieldState(field).error);
    if (first) form.setFocus(first);
  };

  const save = async (values: Output) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(storeSetupFormValues(saved));
      toastSuccess(t('setup.saved'));
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, STORE_SETUP_FIELDS)) {
        focusFirstError();
      } else {
        setFailure(error);
      }
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      className="space-y-5"
    >
      {failure !== null && <Alert>{errorMessage(failure)}</Alert>}
      <TextField
        label={t('setup.storefront')}
        value={storefrontAddress(setup.url)}
        readOnly
        hint={t('setup.storefrontHint')}
      />
      <TextField
        label={t('setup.name')}
        autoComplete="organization"
        maxLength={80}
        {...form.register('name')}
        error={errorOf('name')}
      />
      <TextareaField
        label={t('setup.description')}
        rows={4}
        maxLength={1000}
        {...form.register('description')}
        error={errorOf('description')}
      />
      <div className={pairs}>
        <TextField
          label={t('setup.email')}
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={errorOf('email')}
        />
        <TextField
          label={t('setup.phone')}
          type="tel"
          autoComplete="tel"
          {...form.register('phone')}
          error={errorOf('phone')}
        />
      </div>
      <TextField
        label={t('setup.address')}
        hint={t('setup.addressHint')}
        autoComplete="street-address"
        maxLength={300}
        {...form.register('address')}
        error={errorOf('address')}
      />
      <TextField
        label={t('setup.deliveryFee', { currency: setup.currency })}
        inputMode="decimal"
        autoComplete="off"
        hint={t('setup.deliveryFeeHint')}
        {...form.register('deliveryfee', { setValueAs: amountValue })}
        error={errorOf('deliveryfee')}
      />
      <TextField
        label={t('setup.returnWindow')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('setup.returnWindowHint')}
        {...form.register('returnwindowdays', { setValueAs: amountValue })}
        error={errorOf('returnwindowdays')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting} loadingText={t('setup.saving')}>
          {t('setup.save')}
        </Button>
      </div>
    </form>
  );
}
