import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBlobText } from '../../../test/blob';
import { renderAt } from '../../../test/render';
import type { DataTableColumn } from './column';
import { DataTable } from './data-table';
import { useClientRows } from './use-client-rows';
import { useTableQuery } from './use-table-query';

const writeXlsxFile = vi.hoisted(() => vi.fn());
vi.mock('write-excel-file/browser', () => ({ default: writeXlsxFile }));

interface Payment {
  ref: string;
  customer: string;
  amount: number;
}

const columns: DataTableColumn<Payment>[] = [
  {
    id: 'ref',
    header: 'Ref',
    value: (row) => row.ref,
    exportValue: (row) => row.ref.toUpperCase(),
  },
  { id: 'customer', header: 'Customer', value: (row) => row.customer },
  { id: 'amount', header: 'Amount', value: (row) => row.amount },
  { id: 'actions', header: 'Actions', cell: () => 'Edit' },
];

const payments: Payment[] = Array.from({ length: 14 }, (_, index) => ({
  ref: `tx-${index + 1}`,
  customer: index % 2 === 0 ? `Ada, shop ${index + 1}` : `Bola ${index + 1}`,
  amount: (index + 1) * 100,
}));

function ClientTable({
  failExport = false,
  selectable = false,
}: {
  failExport?: boolean;
  selectable?: boolean;
}) {
  const query = useTableQuery();
  const { rows, total, exportRows } = useClientRows(payments, columns, query);
  return (
    <DataTable
      label="Payments"
      columns={columns}
      rows={rows}
      total={total}
      query={query}
      searchable
      exportName="payments"
      exportRows={failExport ? () => Promise.reject(new Error('offline')) : exportRows}
      selectable={selectable}
      getRowId={(row) => row.ref}
    />
  );
}

/** Captures what the browser would download. */
function captureDownloads() {
  const downloads: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((value: Blob) => {
    blob = value;
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) downloads.push({ name: this.download, blob });
  });
  return downloads;
}

describe('DataTable export', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let downloads: { name: string; blob: Blob }[];
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('downloads every row of the current search as CSV, with a byte order mark', async () => {
    const user = userEvent.setup();
    renderAt('/payments?q=ada&sort=amount&order=desc', <ClientTable />);
    expect(screen.getByText('1 - 7 / 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [download] = downloads;
    expect(download?.name).toBe('payments.csv');
    expect(downloads).toHaveLength(1);
    const csv = await readBlobText(download?.blob ?? new Blob());
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFRef,Customer,Amount');
    expect(lines[1]).toBe('TX-13,"Ada, shop 13",1300');
    expect(lines).toHaveLength(8);
  });

  it('writes an Excel file of the same rows, loading the writer only then', async () => {
    writeXlsxFile.mockReturnValue({ toBlob: () => Promise.resolve(new Blob(['xlsx'])) });
    const user = userEvent.setup();
    renderAt('/payments?q=bola', <ClientTable />);
    expect(writeXlsxFile).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() =>
      expect(downloads.map((download) => download.name)).toEqual(['payments.xlsx']),
    );
    const [sheet] = writeXlsxFile.mock.lastCall as [unknown[][]];
    expect(sheet).toHaveLength(8);
    expect(sheet[0]).toEqual([
      { value: 'Ref', fontWeight: 'bold' },
      { value: 'Customer', fontWeight: 'bold' },
      { value: 'Amount', fontWeight: 'bold' },
    ]);
    expect(sheet[1]).toEqual(['TX-2', 'Bola 2', 200]);
  });

  it('prints only a table of the rows, and tidies up afterwards', async () => {
    const user = userEvent.setup();
    let printed: { printing: boolean; rows: number; caption: string | null } | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const table = document.querySelector('.print-table-root table');
      printed = {
        printing: document.body.classList.contains('printing-table'),
        rows: table?.querySelectorAll('tbody tr').length ?? 0,
        caption: table?.querySelector('caption')?.textContent ?? null,
      };
    });
    renderAt('/payments?q=bola', <ClientTable />);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(printed).toEqual({ printing: true, rows: 7, caption: 'Payments' });
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveClass('printing-table');
    expect(document.querySelector('.print-table-root')).toBeNull();
  });

  it('says so when the rows cannot be fetched for export', async () => {
    const user = userEvent.setup();
    renderAt('/payments', <ClientTable failExport />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed, try again.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('exports and prints only the selected rows while any are selected', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.querySelectorAll('.print-table-root tbody tr')).toHaveLength(2);
    });
    renderAt('/payments?sort=amount', <ClientTable selectable />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^2 selectedExport and print take the selected rows\./,
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await readBlobText(downloads[0]?.blob ?? new Blob());
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFRef,Customer,Amount',
      'TX-1,"Ada, shop 1",100',
      'TX-3,"Ada, shop 3",300',
    ]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    // Cleared, the exports take every row again.
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect((await readBlobText(downloads[1]?.blob ?? new Blob())).split('\r\n')).toHaveLength(15);
  });
});
