import {
  isRegistrationNumber,
  normaliseRegistrationNumber,
  type BusinessRegistration as Registration,
  type BusinessRegister,
} from '@olivia/contracts/business-registration';
import { verificationMessages } from '@olivia/contracts/verification-messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useRegisterBusiness } from '../api/verification-centre-api';

interface BusinessRegistrationProps {
  register: BusinessRegister;
  registration: Registration | null;
  currency: string;
}

/**
 * Tier 2's check (ADR 0045): the CAC or Companies House number, checked by the identity provider;
 * once checked, the name the register holds and when.
 */
export function BusinessRegistrationSection({
  register,
  registration,
  currency,
}: BusinessRegistrationProps) {
  const { t, i18n } = useTranslation('verificationCentre');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const check = useRegisterBusiness();
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseRegistrationNumber(number);
    const problem = !normalised
      ? verificationMessages.registrationNumberRequired
      : isRegistrationNumber(register, normalised)
        ? undefined
        : verificationMessages.registrationNumberInvalid;
    setInvalid(problem);
    if (!problem) check.mutate(normalised);
  }

  return (
    <section
      aria-labelledby="business-registration"
      className="space-y-3 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
    >
      <h2 id="business-registration" className="text-lg font-semibold text-dark dark:text-white">
        {t('business.title')}
      </h2>
      {registration ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-gray-500 dark:text-gray-400">{t(`business.label_${register}`)}</dt>
          <dd className="font-medium text-dark dark:text-white">{registration.number}</dd>
          <dt className="text-gray-500 dark:text-gray-400">{t('business.registeredName')}</dt>
          <dd className="font-medium break-words text-dark dark:text-white">
            {registration.registeredName}
          </dd>
          <dt className="text-gray-500 dark:text-gray-400">{t('identity.checkedAt')}</dt>
          <dd className="font-medium text-dark dark:text-white">
            {formatDateTime(registration.checkedAt, currency, { language: i18n.language })}
          </dd>
        </dl>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3">
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('business.intro')}</p>
          <TextField
            label={t(`business.label_${register}`)}
            hint={t(`business.hint_${register}`)}
            value={number}
            autoComplete="off"
            onChange={(event) => setNumber(event.target.value)}
            error={
              invalid ? translate(invalid) : check.error ? errorMessage(check.error) : undefined
            }
          />
          <Button type="submit" loading={check.isPending} loadingText={t('business.checking')}>
            {t('business.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
