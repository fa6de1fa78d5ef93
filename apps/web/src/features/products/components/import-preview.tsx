import { productImportMessages } from '@olivia/contracts/product-import';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useTranslateMessage } from '../../../lib/messages';
import type { ImportRowError } from '../lib/import-check';
import { headerOf } from '../lib/import-csv-rows';

/** The most errors listed; the rest are counted. */
const ERRORS_SHOWN = 50;

type ImportMessageKey = keyof typeof productImportMessages;
const importKeyByText = new Map<string, ImportMessageKey>(
  Object.entries(productImportMessages).map(([key, text]) => [text, key as ImportMessageKey]),
);

/** Translates a contracts message, the import's own ones included. */
function useTranslateImportMessage() {
  const { t } = useTranslation('products');
  const translate = useTranslateMessage();
  return useCallback(
    (text: string) => {
      const key = importKeyByText.get(text);
      return key ? t(`import.messages.${key}`) : translate(text);
    },
    [t, translate],
  );
}

/** Each wrong cell of the file by its row number and column: nothing is imported until fixed. */
export function ImportErrors({ errors }: { errors: ImportRowError[] }) {
  const { t } = useTranslation('products');
  const translate = useTranslateImportMessage();
  const line = ({ rowNumber, field, message }: ImportRowError) => {
    const text = translate(message);
    if (rowNumber === null) return text;
    if (field === null) return t('import.rowErrorNoColumn', { row: rowNumber, message: text });
    return t('import.rowError', { row: rowNumber, column: headerOf(field), message: text });
  };
  const hidden = errors.length - ERRORS_SHOWN;
  return (
    <Alert>
      <p>{t('import.errorsTitle')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 font-normal">
        {errors.slice(0, ERRORS_SHOWN).map((error, index) => (
          <li key={index}>{line(error)}</li>
        ))}
      </ul>
      {hidden > 0 && <p className="mt-2">{t('import.moreErrors', { count: hidden })}</p>}
    </Alert>
  );
}

interface ImportSummaryProps {
  products: number;
  withVariants: number;
  newCategories: number;
  ignoredColumns: string[];
}

/** What the import will create: '12 products, 3 with variants and 2 new categories'. */
export function ImportSummary(props: ImportSummaryProps) {
  const { t, i18n } = useTranslation('products');
  const { products, withVariants, newCategories, ignoredColumns } = props;
  const parts = [
    t('import.summary.products', { count: products }),
    ...(withVariants > 0 ? [t('import.summary.withVariants', { count: withVariants })] : []),
    ...(newCategories > 0 ? [t('import.summary.newCategories', { count: newCategories })] : []),
  ];
  const summary = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(parts);
  return (
    <div className="space-y-2">
      <Alert tone="info">{t('import.ready', { summary })}</Alert>
      {ignoredColumns.length > 0 && (
        <p className="text-sm text-gray-500">
          {t('import.ignoredColumns', { columns: ignoredColumns.join(', ') })}
        </p>
      )}
    </div>
  );
}
