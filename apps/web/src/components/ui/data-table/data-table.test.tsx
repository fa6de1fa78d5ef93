import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderAt } from '../../../test/render';
import type { DataTableColumn } from './column';
import { DataTable, type DataTableProps } from './data-table';
import { useTableQuery } from './use-table-query';

interface Payment {
  id: string;
  customer: string;
  amount: number;
}

const columns: DataTableColumn<Payment>[] = [
  { id: 'customer', header: 'Customer', value: (row) => row.customer },
  { id: 'amount', header: 'Amount', value: (row) => row.amount },
  { id: 'actions', header: 'Actions', cell: (row) => `Edit ${row.id}` },
];

const payments = (count: number, first = 1): Payment[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${first + index}`,
    customer: `Customer ${first + index}`,
    amount: (first + index) * 100,
  }));

type TableProps = Partial<Omit<DataTableProps<Payment>, 'query'>>;

function ServerTable(props: TableProps) {
  const query = useTableQuery();
  return (
    <DataTable label="Payments" columns={columns} rows={[]} total={0} query={query} {...props} />
  );
}

function renderTable(path: string, props: TableProps = {}) {
  renderAt(
    path,
    <>
      <ServerTable {...props} />
      <LocationProbe />
    </>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('DataTable', () => {
  it("shows the rows and 'from - to / total'", () => {
    renderTable('/payments?page=2', { rows: payments(10, 11), total: 42 });
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('cell', { name: 'Customer 11' })).toBeInTheDocument();
    expect(screen.getByText('11 - 20 / 42')).toBeInTheDocument();
  });

  it('shows the last, shorter page', () => {
    renderTable('/payments?page=5', { rows: payments(2, 41), total: 42 });
    expect(screen.getByText('41 - 42 / 42')).toBeInTheDocument();
  });

  it("says 'No records' when there are none", () => {
    renderTable('/payments');
    expect(screen.getByRole('cell', { name: 'No records' })).toBeInTheDocument();
    expect(screen.getByText('0 - 0 / 0')).toBeInTheDocument();
  });

  it("shows the screen's own empty text instead", () => {
    renderTable('/payments', { emptyText: 'There are no recent orders yet.' });
    expect(screen.getByRole('cell', { name: 'There are no recent orders yet.' })).toBeVisible();
  });

  it('is busy with a spinner while loading', () => {
    renderTable('/payments', { isLoading: true });
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading records...');
  });

  it('sorts by a column header, going back to page 1, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable('/payments?page=3', { rows: payments(10, 21), total: 42 });
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(amount).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await user.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(location()).toBe('/payments?sort=amount&order=asc');
    expect(amount).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(amount).getByRole('button'));
    expect(location()).toBe('/payments?sort=amount&order=desc');
    expect(amount).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers 5, 10, 20, 30 and 50 records per page, 10 first; a new size goes to page 1', async () => {
    const user = userEvent.setup();
    renderTable('/payments?page=2', { rows: payments(10, 11), total: 42 });
    const size = screen.getByRole('combobox', { name: 'Records per page' });
    expect(size).toHaveValue('10');
    const options = within(size).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '20', '30', '50']);

    await user.selectOptions(size, '50');
    expect(location()).toBe('/payments?size=50');
  });

  it('has page buttons with one sibling and one boundary, and previous/next', async () => {
    const user = userEvent.setup();
    renderTable('/payments?page=5', { rows: payments(10, 41), total: 100 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 10',
      'Next page',
    ]);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/payments?page=6');
    await user.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(location()).toBe('/payments');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('searches after a pause in typing, going back to page 1', async () => {
    const user = userEvent.setup();
    renderTable('/payments?page=3', { searchable: true });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    expect(location()).toBe('/payments?page=3');
    await waitFor(() => expect(location()).toBe('/payments?q=ada'));
  });

  it('selects rows one by one or the whole page, and forgets them on another page', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const rows = payments(3);
    renderTable('/payments', { rows, total: 13, onSelectionChange, getRowId: (row) => row.id });

    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[1]]);
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');

    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(rows);
    expect(all).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(all).not.toBeChecked();
  });

  it('labels each cell with its heading, for the card rows of small screens', () => {
    renderTable('/payments', { rows: payments(2), total: 2, cards: true, selectable: true });
    const first = screen.getAllByRole('row')[1];
    if (!first) throw new Error('no row');
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      null,
      'Customer',
      'Amount',
      'Actions',
    ]);
    expect(screen.getByRole('table')).toHaveClass('max-sm:block');
  });

  it('opens a row on a click, but not on a click of its own controls', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const rows = payments(2);
    renderTable('/payments', { rows, total: 2, onRowClick, selectable: true });
    await user.click(screen.getByRole('cell', { name: 'Customer 2' }));
    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(rows[1]);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(onRowClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('1 selected');
  });

  describe('wider than its card', () => {
    const pinnedColumns: DataTableColumn<Payment>[] = [
      ...columns.slice(0, 2),
      {
        id: 'actions',
        header: 'Actions',
        cell: (row) => <button type="button">Edit {row.id}</button>,
        pinned: 'end',
      },
    ];
    /** The scroller as a browser would lay it out: `content` px of table in `box` px of card. */
    const laidOut = (content: number, box: number, scrolled = 0) => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
      vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(scrolled);
    };
    const scroller = () => screen.getByRole('table').parentElement as HTMLElement;

    it('scrolls sideways inside the card, keeping the pinned column at the end edge', () => {
      renderTable('/payments', { rows: payments(2), total: 2, columns: pinnedColumns });
      expect(scroller()).toHaveClass('overflow-x-auto');
      const heading = screen.getByRole('columnheader', { name: 'Actions' });
      expect(heading).toHaveClass('sticky', 'end-0');
      for (const button of screen.getAllByRole('button', { name: /^Edit p\d$/ })) {
        expect(button.closest('td')).toHaveClass('sticky', 'end-0', 'bg-white');
      }
      // Other columns scroll as before.
      expect(screen.getByRole('cell', { name: 'Customer 1' })).not.toHaveClass('sticky');
      expect(screen.getByRole('columnheader', { name: 'Customer' })).not.toHaveClass('sticky');
    });

    it('pins the column from 640 px only when its rows are cards below that', () => {
      renderTable('/payments', {
        rows: payments(1),
        total: 1,
        columns: pinnedColumns,
        cards: true,
      });
      const cell = screen.getByRole('button', { name: 'Edit p1' }).closest('td');
      expect(cell).toHaveClass('sm:sticky', 'sm:end-0');
      expect(cell).not.toHaveClass('sticky');
    });

    it('says which edges hide columns, and takes the focus to scroll by keyboard', () => {
      laidOut(900, 600);
      renderTable('/payments', { rows: payments(2), total: 2 });
      expect(scroller()).toHaveAttribute('data-overflow-end');
      expect(scroller()).not.toHaveAttribute('data-overflow-start');
      expect(scroller()).toHaveAttribute('tabindex', '0');
      expect(screen.getByTestId('table-overflow-end')).toBeInTheDocument();
      expect(screen.queryByTestId('table-overflow-start')).not.toBeInTheDocument();

      laidOut(900, 600, 150);
      fireEvent.scroll(scroller());
      expect(scroller()).toHaveAttribute('data-overflow-start');
      expect(scroller()).toHaveAttribute('data-overflow-end');

      // Scrolled to the end (negative in a right-to-left page).
      laidOut(900, 600, -300);
      fireEvent.scroll(scroller());
      expect(scroller()).not.toHaveAttribute('data-overflow-end');
      expect(screen.queryByTestId('table-overflow-end')).not.toBeInTheDocument();
      expect(screen.getByTestId('table-overflow-start')).toBeInTheDocument();
    });

    it("leaves the end's cue to the pinned column's own shadow", () => {
      laidOut(900, 600);
      renderTable('/payments', { rows: payments(2), total: 2, columns: pinnedColumns });
      expect(scroller()).toHaveAttribute('data-overflow-end');
      expect(screen.queryByTestId('table-overflow-end')).not.toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toContain(
        'group-data-[overflow-end]/scroller:before:opacity-100',
      );
    });

    it('is no scroller to tab to when the table fits its card', () => {
      laidOut(600, 600);
      renderTable('/payments', { rows: payments(2), total: 2 });
      expect(scroller()).not.toHaveAttribute('data-overflow-end');
      expect(scroller()).not.toHaveAttribute('tabindex');
      expect(screen.queryByTestId('table-overflow-end')).not.toBeInTheDocument();
    });
  });
});
