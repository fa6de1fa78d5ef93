import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@olivia/contracts/messages';
import { settlementAccountFieldsSchema } from '@olivia/contracts/settlement';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ImageUpload } from '../../../components/ui/image-upload';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import type { AccountFormInput, AccountFormValues } from './settlement-wizards';

type ImageState = 'empty' | 'selected' | 'uploaded';
type TextName = Exclude<keyof AccountFormInput, 'identification'>;

interface SettlementAccountFormProps {
  /**
   * The store's currency: GBP asks for a sort code, the others for an IBAN (docs/product/rules.md).
   */
  currency: string;
  /** What the form starts with: empty to set up, the account to edit, or what was typed. */
  draft: AccountFormInput;
  onCancel: () => void;
  onContinue: (values: AccountFormValues) => void;
}

/**
 * Step 16's form (docs/product (records.md, rules.md) Settlement account): name, account number
 * (digits only), bank, the sort code or IBAN, email and phone (optional), and an ID image uploaded
 * before Continue.
 */
export function SettlementAccountForm(props: SettlementAccountFormProps) {
  const { currency, draft, onCancel, onContinue } = props;
  const { t } = useTranslation('settlement');
  const translate = useTranslateMessage();
  const usesSortCode = currency === 'GBP';
  const resolver = useMemo(() => zodResolver(settlementAccountFieldsSchema(currency)), [currency]);
  // An image already on file counts as uploaded until another one is picked.
  const [image, setImage] = useState<ImageState>(draft.identification ? 'uploaded' : 'empty');
  const form = useForm<AccountFormInput, unknown, AccountFormValues>({
    resolver,
    defaultValues: draft,
  });
  const { errors } = form.formState;
  const identification = useWatch({ control: form.control, name: 'identification' });
  const notUploaded = () =>
    form.setError('identification', { type: 'upload', message: messages.imageNotUploaded });

  const onSubmit = form.handleSubmit(
    (values) => (image === 'selected' ? notUploaded() : onContinue(values)),
    () => {
      if (image === 'selected') notUploaded();
    },
  );
  const field = (name: TextName) => ({
    error: translate(errors[name]?.message) || undefined,
    ...form.register(name, {
      onChange: (event: { target: { value: string } }) => {
        if (name === 'accountnumber') form.setValue(name, event.target.value.replace(/\D/g, ''));
      },
    }),
  });

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <TextField label={t('account.name')} autoComplete="name" maxLength={120} {...field('name')} />
      <TextField
        label={t('account.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        {...field('accountnumber')}
      />
      <TextField label={t('account.bank')} autoComplete="off" maxLength={120} {...field('bank')} />
      {usesSortCode ? (
        <TextField
          label={t('account.sortCode')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-34-56"
          maxLength={8}
          {...field('sortcode')}
        />
      ) : (
        <TextField
          label={t('account.iban')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={42}
          {...field('iban')}
        />
      )}
      <TextField
        label={t('account.email')}
        hint={t('account.optional')}
        type="email"
        autoComplete="email"
        maxLength={254}
        {...field('email')}
      />
      <TextField
        label={t('account.phone')}
        hint={t('account.optional')}
        type="tel"
        autoComplete="tel"
        maxLength={20}
        {...field('phone')}
      />
      <ImageUpload
        id="settlement-identification"
        purpose="identification"
        label={t('account.identification')}
        value={identification || undefined}
        onUploaded={(url) => {
          form.setValue('identification', url);
          form.clearErrors('identification');
        }}
        onStateChange={(state) => {
          setImage(state);
          if (state !== 'uploaded') form.setValue('identification', '');
        }}
        error={translate(errors.identification?.message) || undefined}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" onClick={onCancel} className="flex-1">
          {t('actions.cancel')}
        </Button>
        <Button type="submit" className="flex-1">
          {t('actions.continue')}
        </Button>
      </div>
    </form>
  );
}
