import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl-formats';

/**
 * The screen's numbers in the merchant's language: rates as percentages (one decimal at most;
 * a dash with no attempts), counts, and a change in percentage points with its sign.
 */
export function useRateFormat() {
  const { t, i18n } = useTranslation('successRate');
  const language = i18n.language;
  return {
    percent: (rate: number | null) =>
      rate === null
        ? t('noRate')
        : numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate),
    count: (value: number) => numberFormat(language).format(value),
    points: (now: number | null, before: number | null) =>
      now === null || before === null
        ? t('noRate')
        : numberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
            Math.round((now - before) * 1000) / 10,
          ),
  };
}
