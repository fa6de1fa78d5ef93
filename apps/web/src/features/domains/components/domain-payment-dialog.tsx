import { DOMAIN_MAX_YEARS, type DomainManager } from '@olivia/contracts/domains';
import { formatMoney } from '@olivia/contracts/format-money';
import { messages } from '@olivia/contracts/messages';
import { TransferPinSchema } from '@olivia/contracts/pin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PinEntry } from '../../../components/ui/pin-entry';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useBuyDomain, useRenewDomain } from '../api/domains-api';

const YEARS = Array.from({ length: DOMAIN_MAX_YEARS }, (_, index) => index + 1);

interface DomainPaymentDialogProps {
  /** Buy a domain found by the search, or renew (extend) one of the store's. */
  mode: 'buy' | 'renew';
  domain: string;
  /** A year's price, major units, and its currency (the store's). */
  amount: number;
  currency: string;
  /** A renewal adds the years to this expiry, or to today once it has passed. */
  expiry?: string | undefined;
  onClose: () => void;
  onPaid: (domain: DomainManager) => void;
}

function expiryAfter(years: number, expiry: string | undefined, now = Date.now()) {
  const from = new Date(Math.max(expiry ? Date.parse(expiry) : now, now));
  from.setUTCFullYear(from.getUTCFullYear() + years);
  return from;
}

/**
 * Paying for a domain from the wallet: the years (1–5), the total, the expiry it pays up to and
 * the PIN. One reference per choice of years, kept across retries, so a retried payment is
 * charged once.
 */
export function DomainPaymentDialog(props: DomainPaymentDialogProps) {
  const { mode, domain, amount, currency, expiry, onClose, onPaid } = props;
  const { t, i18n } = useTranslation('domains');
  const translate = useTranslateMessage();
  const errorText = useErrorMessage();
  const buy = useBuyDomain();
  const renew = useRenewDomain();
  const pending = buy.isPending || renew.isPending;
  const [years, setYears] = useState(1);
  const [reference, setReference] = useState(() => crypto.randomUUID());
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const chooseYears = (next: number) => {
    setYears(next);
    setReference(crypto.randomUUID());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = TransferPinSchema.safeParse(pin).error?.issues[0]?.message;
    if (problem) return setPinError(translate(problem));
    setFailure(undefined);
    const handlers = {
      onSuccess: onPaid,
      onError: (error: unknown) => {
        if (error instanceof ApiError && error.message === messages.incorrectPin) {
          setPin('');
          return setPinError(translate(error.message));
        }
        setFailure(errorText(error));
      },
    };
    if (mode === 'buy') buy.mutate({ domain, years, pin, reference }, handlers);
    else renew.mutate({ domain, years, pin, reference }, handlers);
  };

  const total = formatMoney(amount * years, currency);
  const until = formatDateTime(expiryAfter(years, expiry), currency, {
    language: i18n.language,
  });

  return (
    <Dialog open onClose={pending ? () => {} : onClose} title={t(`pay.${mode}Title`)} closable>
      <form className="space-y-5" onSubmit={submit} noValidate>
        <p className="text-base font-semibold break-all text-dark dark:text-white">{domain}</p>
        <SelectField
          label={t('pay.years')}
          value={String(years)}
          onChange={(event) => chooseYears(Number(event.target.value))}
          options={YEARS.map((count) => ({
            value: String(count),
            label: String(count),
          }))}
          disabled={pending}
        />
        <dl className="grid grid-cols-2 gap-3 rounded-md bg-gray-50 p-4 text-sm dark:bg-gray-800">
          <dt className="text-gray-600 dark:text-gray-300">{t('pay.total')}</dt>
          <dd className="text-end font-semibold text-dark dark:text-white">{total}</dd>
          <dt className="text-gray-600 dark:text-gray-300">{t('pay.until')}</dt>
          <dd className="text-end text-dark dark:text-white">{until}</dd>
        </dl>
        {failure && <Alert>{failure}</Alert>}
        <PinEntry
          label={t('pay.pin')}
          value={pin}
          onChange={(next) => {
            setPin(next);
            setPinError(undefined);
          }}
          error={pinError}
          disabled={pending}
        />
        <Button type="submit" className="w-full" loading={pending}>
          {t('pay.submit', { total })}
        </Button>
        <p className="text-center text-xs text-gray-500 dark:text-gray-400">
          {t('pay.fromWallet')}
        </p>
      </form>
    </Dialog>
  );
}
