import { describe, expect, it } from 'vitest';
import { readBlobBytes } from '../../../test/blob';
import type { DataTableColumn } from './column';
import { buildCsv, csvBlob, csvField } from './csv';

interface Payment {
  ref: string;
  customer: string;
  amount: number;
  paidAt: Date | null;
}

const columns: DataTableColumn<Payment>[] = [
  {
    id: 'ref',
    header: 'Reference',
    value: (row) => row.ref,
    exportValue: (row) => row.ref.toUpperCase(),
  },
  { id: 'customer', header: 'Customer, name', value: (row) => row.customer },
  { id: 'amount', header: 'Amount', value: (row) => row.amount },
  { id: 'paidAt', header: 'Paid at', value: (row) => row.paidAt },
  { id: 'actions', header: 'Actions', cell: () => 'Edit' },
  { id: 'secret', header: 'Hidden', value: () => 'x', exportValue: false },
];

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Ada Stores')).toBe('Ada Stores');
    expect(csvField(-1500.5)).toBe('-1500.5');
    expect(csvField(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('writes dates as ISO 8601', () => {
    expect(csvField(new Date('2024-03-05T14:07:00Z'))).toBe('2024-03-05T14:07:00.000Z');
  });
});

describe('buildCsv', () => {
  it('writes a header line and one CRLF line per row of the exported columns', () => {
    const rows: Payment[] = [
      {
        ref: 'tx-1',
        customer: 'Ada, Lagos',
        amount: 1500,
        paidAt: new Date('2024-03-05T14:07:00Z'),
      },
      { ref: 'tx-2', customer: 'Bola "B"', amount: 20.5, paidAt: null },
    ];
    expect(buildCsv(columns, rows)).toBe(
      [
        'Reference,"Customer, name",Amount,Paid at',
        'TX-1,"Ada, Lagos",1500,2024-03-05T14:07:00.000Z',
        'TX-2,"Bola ""B""",20.5,',
      ].join('\r\n'),
    );
  });

  it('writes only the header when there are no rows', () => {
    expect(buildCsv(columns, [])).toBe('Reference,"Customer, name",Amount,Paid at');
  });
});

describe('csvBlob', () => {
  it('starts with a UTF-8 byte order mark so Excel reads ₦ and £', async () => {
    const bytes = await readBlobBytes(csvBlob('₦'));
    expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, 0xe2, 0x82, 0xa6]);
  });
});
