import { PRODUCT_IMPORT_ROWS_MAX } from '@olivia/contracts/product-import';
import { Download } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { csvBlob } from '../../../components/ui/data-table/csv';
import { downloadBlob } from '../../../components/ui/data-table/download-file';
import { FieldError, FieldLabel } from '../../../components/ui/field-parts';
import { inputClassName } from '../../../components/ui/text-field';
import { importTemplateCsv } from '../lib/import-csv-rows';

const fileButton =
  'file:me-3 file:rounded file:border-0 file:bg-primary-light file:px-3 file:py-1 file:text-sm file:font-semibold file:text-primary';

interface ImportFileFieldProps {
  id: string;
  onChoose: (file: File | null) => void;
  /** What is wrong with the chosen file, translated. */
  error?: string | undefined;
  disabled?: boolean;
}

/** The CSV file to import, what it may hold, and a template to start from. */
export function ImportFileField({ id, onChoose, error, disabled }: ImportFileFieldProps) {
  const { t } = useTranslation('products');
  const choose = (event: ChangeEvent<HTMLInputElement>) =>
    onChoose(event.target.files?.[0] ?? null);
  const border = error ? 'border-danger' : 'border-gray-200 dark:border-gray-700';
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div>
      <FieldLabel htmlFor={id}>{t('import.file')}</FieldLabel>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        onChange={choose}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClassName} ${border} ${fileButton} py-1.5`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-500">
        {t('import.fileHint', { count: PRODUCT_IMPORT_ROWS_MAX })}
      </p>
      <FieldError fieldId={id} error={error} />
      <button
        type="button"
        onClick={() => downloadBlob(csvBlob(importTemplateCsv()), 'products-template.csv')}
        className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('import.template')}
      </button>
    </div>
  );
}
