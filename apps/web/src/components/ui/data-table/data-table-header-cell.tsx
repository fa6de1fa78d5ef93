import { flexRender, type Header } from '@tanstack/react-table';
import { ChevronDown, ChevronsUpDown, ChevronUp } from 'lucide-react';

interface DataTableHeaderCellProps<TRow> {
  header: Header<TRow, unknown>;
  className: string;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column heading; sortable ones are a button and say their order through aria-sort. */
export function DataTableHeaderCell<TRow>({ header, className }: DataTableHeaderCellProps<TRow>) {
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={`px-4 py-3 ${className}`}>
        {content}
      </th>
    );
  }
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ChevronUp : sorted === 'desc' ? ChevronDown : ChevronsUpDown;
  return (
    <th scope="col" aria-sort={sorted ? ariaSort[sorted] : 'none'} className={className}>
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="inline-flex w-full items-center gap-1 px-4 py-3 text-left uppercase hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
      >
        {content}
        <Icon aria-hidden="true" className={`size-3.5 ${sorted ? 'text-primary' : 'opacity-40'}`} />
      </button>
    </th>
  );
}
