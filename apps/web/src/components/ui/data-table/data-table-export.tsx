import { FileSpreadsheet, FileText, Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toast';
import { Button } from '../button';
import type { DataTableColumn } from './column';
import { exportCsv, exportExcel, printTable } from './table-export';

type ExportFormat = 'csv' | 'excel' | 'print';

interface DataTableExportProps<TRow> {
  columns: readonly DataTableColumn<TRow>[];
  /** The rows to export: every row matching the current search and sort. */
  getRows: () => readonly TRow[] | Promise<readonly TRow[]>;
  /** File name without extension. */
  fileName: string;
  /** Printed above the table. */
  title?: string | undefined;
}

const buttonClassName = 'px-3 py-1.5 print:hidden';

export function DataTableExport<TRow>({
  columns,
  getRows,
  fileName,
  title,
}: DataTableExportProps<TRow>) {
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const rows = await getRows();
      if (format === 'csv') exportCsv(columns, rows, fileName);
      else if (format === 'excel') await exportExcel(columns, rows, fileName);
      else printTable(columns, rows, title);
    } catch {
      toastError(t('table.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  const button = (format: ExportFormat, label: string, icon: ReactNode) => (
    <Button
      variant="outline"
      className={buttonClassName}
      loading={busy === format}
      disabled={busy !== null}
      onClick={() => void run(format)}
    >
      {busy !== format && icon}
      {label}
    </Button>
  );

  return (
    <div role="group" aria-label={t('table.export')} className="flex flex-wrap gap-2">
      {button('csv', t('table.exportCsv'), <FileText aria-hidden="true" className="size-4" />)}
      {button(
        'excel',
        t('table.exportExcel'),
        <FileSpreadsheet aria-hidden="true" className="size-4" />,
      )}
      {button('print', t('table.print'), <Printer aria-hidden="true" className="size-4" />)}
    </div>
  );
}
