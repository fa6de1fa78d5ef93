import { formatMoney } from '@olivia/contracts/format-money';
import {
  SPLIT_SAMPLE_AMOUNT,
  type SplitGroupRequest,
  type SplitPreview as Preview,
  type SplitPreviewRequest,
} from '@olivia/contracts/split-payments';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSplitPreview } from '../api/split-payments-api';

type Parts = Preview['transfer'];

/**
 * Each party's net of a sample ₦10,000 payment, by transfer and by card, as the form stands:
 * worked out by the server with the function that splits real payments (ADR 0031).
 */
export function SplitPreview({
  values,
  names,
}: {
  values: Partial<SplitGroupRequest>;
  names: (payeeId: string) => string;
}) {
  const { t } = useTranslation('splitPayments');
  const members = (values.members ?? []).filter(
    (member) => Number.isFinite(member.share) && member.share > 0,
  );
  const wanted =
    values.type && members.length > 0
      ? JSON.stringify({
          type: values.type,
          bearer: values.bearer ?? 'store',
          members: members.map((member) => ({ share: member.share })),
          amount: SPLIT_SAMPLE_AMOUNT,
        })
      : null;
  // Asked as typing pauses: the text of the request, so the same form asks once.
  const deferred = useDeferredValue(wanted);
  const body = useMemo(
    () => (deferred === null ? null : (JSON.parse(deferred) as SplitPreviewRequest)),
    [deferred],
  );
  const preview = useSplitPreview(body);
  if (!body) return null;
  const money = (value: number) => formatMoney(value, 'NGN');
  const table = (title: string, parts: Parts) => (
    <div className="min-w-0 flex-1">
      <h4 className="mb-1 text-sm font-semibold">{title}</h4>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-3 text-gray-500 dark:text-gray-400">
          <dt>{t('preview.fee')}</dt>
          <dd>{money(parts.fee)}</dd>
        </div>
        {parts.payees.map((part, index) => (
          <div key={index} className="flex justify-between gap-3">
            <dt className="truncate">{names(members[index]?.payeeid ?? '')}</dt>
            <dd className="font-semibold">{money(part.net)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-1 dark:border-gray-700">
          <dt>{t('preview.you')}</dt>
          <dd className="font-semibold">{money(parts.store.net)}</dd>
        </div>
      </dl>
    </div>
  );
  return (
    <section
      aria-label={t('preview.title', { amount: money(SPLIT_SAMPLE_AMOUNT) })}
      className="space-y-2 rounded-md bg-gray-50 p-3 dark:bg-gray-800"
    >
      <h3 className="text-sm font-semibold text-dark dark:text-white">
        {t('preview.title', { amount: money(SPLIT_SAMPLE_AMOUNT) })}
      </h3>
      {preview.isError && <p className="text-sm text-danger">{t('preview.failed')}</p>}
      {preview.data && (
        <div className="flex flex-col gap-4 sm:flex-row">
          {table(t('preview.transfer'), preview.data.transfer)}
          {table(t('preview.card'), preview.data.card)}
        </div>
      )}
    </section>
  );
}
