import { messages } from '@olivia/contracts/messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { defaultSettlementDays, settlementsRequest, useSettlements } from '../api/settlements-api';
import { SettlementTable } from './settlement-table';

type End = 'from' | 'to';

/**
 * The settlement history under the amount (docs/product/screens.md step 13): From and To days, the
 * last 7 days at first, and the settlements between them or 'You currently have no settlements'.
 */
export function SettlementHistory() {
  const { t } = useTranslation('settlement');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const [days, setDays] = useState(() => defaultSettlementDays());
  const backwards = days.from > days.to;
  const history = useSettlements(settlementsRequest(days.from, days.to), !backwards);
  // A cleared date input keeps the day it had: the range always has both ends.
  const change = (end: End, value: string) => {
    if (value) setDays((current) => ({ ...current, [end]: value }));
  };
  const settlements = history.data?.settlements;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-dark dark:text-white">
        {t('history.title')}
      </h3>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('history.range')}</legend>
        <TextField
          type="date"
          label={t('history.from')}
          value={days.from}
          max={days.to}
          required
          onChange={(event) => change('from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('history.to')}
          value={days.to}
          min={days.from}
          required
          error={backwards ? translate(messages.dateRangeInvalid) : undefined}
          onChange={(event) => change('to', event.target.value)}
        />
      </fieldset>
      {!backwards && history.isPending && (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm">
          <Spinner />
          {t('history.loading')}
        </p>
      )}
      {!backwards && history.isError && (
        <div className="space-y-3">
          <Alert>{errorMessage(history.error)}</Alert>
          <Button variant="outline" onClick={() => void history.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      )}
      {!backwards && settlements?.length === 0 && (
        <p className="py-6 text-center text-sm text-gray-500 dark:text-gray-400">
          {translate(messages.noSettlements)}
        </p>
      )}
      {!backwards && settlements && settlements.length > 0 && (
        <SettlementTable settlements={settlements} />
      )}
    </section>
  );
}
