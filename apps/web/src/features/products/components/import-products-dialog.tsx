import { PRODUCT_IMPORT_ROWS_MAX } from '@olivia/contracts/product-import';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useFailureText } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useCategoryOptions, useImportProducts } from '../api/products-api';
import {
  checkImportRows,
  importSummary,
  serverRowErrors,
  type ImportCheck,
  type ImportRowError,
} from '../lib/import-check';
import { readImportCsv, type ImportFileProblem, type ImportFileRow } from '../lib/import-csv-rows';
import { ImportFileField } from './import-file-field';
import { ImportErrors, ImportSummary } from './import-preview';

/** The largest file read (checked before reading it). */
const MAX_FILE_BYTES = 1024 * 1024;

/** A chosen file, read and checked. */
interface ChosenFile {
  rows: ImportFileRow[];
  ignoredColumns: string[];
  check: ImportCheck;
}

/** The file's text (FileReader: every browser, and the tests' DOM, which has no `Blob.text()`). */
function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(file);
  });
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** The file's own problem, as the dialog words it. */
function useProblemText() {
  const { t } = useTranslation('products');
  return (problem: ImportFileProblem) => {
    switch (problem.kind) {
      case 'unreadable':
        return t('import.problems.unreadable', { line: problem.line });
      case 'missingColumns':
        return t('import.problems.missingColumns', { columns: problem.columns.join(', ') });
      case 'noRows':
        return t('import.problems.noRows');
      case 'tooManyRows':
        return t('import.problems.tooManyRows', {
          count: problem.count,
          max: PRODUCT_IMPORT_ROWS_MAX,
        });
    }
  };
}

/** The dialog's body: mounted while it is open, so closing it forgets the file. */
function ImportProductsForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('products');
  const fieldId = useId();
  const problemText = useProblemText();
  const failureText = useFailureText();
  const categories = useCategoryOptions();
  const importing = useImportProducts();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string>();
  const [refused, setRefused] = useState<ImportRowError[]>([]);

  const choose = async (file: File | null) => {
    setChosen(null);
    setProblem(undefined);
    setRefused([]);
    if (!file) return;
    if (!isCsv(file)) return setProblem(t('import.problems.notCsv'));
    if (file.size > MAX_FILE_BYTES) return setProblem(t('import.problems.tooLarge'));
    const text = await readFileText(file).catch(() => null);
    if (text === null) return setProblem(t('import.problems.cannotRead'));
    const read = readImportCsv(text);
    if (!read.ok) return setProblem(problemText(read.problem));
    setChosen({ ...read, check: checkImportRows(read.rows) });
  };

  const send = (file: ChosenFile) =>
    importing.mutate(
      { rows: file.rows.map(({ row }) => row) },
      {
        onSuccess: ({ created }) => {
          toastSuccess(t('import.done', { count: created }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.details) {
            setRefused(serverRowErrors(error.details, file.rows));
          } else {
            setProblem(failureText(error, t('import.failed')));
          }
        },
      },
    );

  const errors = refused.length > 0 ? refused : (chosen?.check.errors ?? []);
  const existing = (categories.data ?? []).map((category) => category.label);
  const ready = chosen !== null && errors.length === 0;

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('import.intro')}</p>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('import.imagesNote')}</p>
      <ImportFileField
        id={fieldId}
        onChoose={(file) => void choose(file)}
        error={problem}
        disabled={importing.isPending}
      />
      {errors.length > 0 && <ImportErrors errors={errors} />}
      {ready && (
        <ImportSummary
          {...importSummary(chosen.check.products, existing)}
          ignoredColumns={chosen.ignoredColumns}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('import.cancel')}
        </Button>
        <Button
          disabled={!ready}
          onClick={() => chosen && send(chosen)}
          loading={importing.isPending}
          loadingText={t('import.importing')}
        >
          {t('import.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Products from a CSV file (issue 13): the file is read and checked in the browser with the
 * contract's rules (per row, then across rows), a preview says what will be created or which
 * rows to fix, and the import is all or nothing; the server's refusal is shown per row too.
 */
export function ImportProductsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('products');
  return (
    <Dialog open={open} onClose={onClose} title={t('import.title')} size="lg" closable>
      <ImportProductsForm onClose={onClose} />
    </Dialog>
  );
}
