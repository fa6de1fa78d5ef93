import { messages } from '@olivia/contracts/messages';
import { describe, expect, it } from 'vitest';
import { checkImportRows, importSummary, serverRowErrors } from './import-check';
import { readImportCsv } from './import-csv-rows';

describe('readImportCsv', () => {
  it('matches headers whatever their case and spacing, and turns cells into values', () => {
    const file = readImportCsv(
      'NAME,Compare_At_Price,Variant SKU,color, Status ,Image Src,price\nMug,"12.5",M-1,Blue,Active,x.png,1000\n',
    );
    expect(file).toEqual({
      ok: true,
      ignoredColumns: ['Image Src'],
      rows: [
        {
          rowNumber: 2,
          row: {
            name: 'Mug',
            compareatprice: 12.5,
            variantsku: 'M-1',
            colour: 'Blue',
            status: 'active',
            price: 1000,
          },
        },
      ],
    });
  });

  it('leaves blank cells out, keeps a blank name to be refused, and skips blank lines', () => {
    const file = readImportCsv('name,price,stock\n ,5,\n,,\n\nCap,x,2');
    expect(file.ok && file.rows).toEqual([
      { rowNumber: 2, row: { name: ' ', price: 5 } },
      { rowNumber: 5, row: { name: 'Cap', price: Number.NaN, stock: 2 } },
    ]);
  });

  it('answers what makes the whole file unusable', () => {
    expect(readImportCsv('title,cost\nMug,1')).toEqual({
      ok: false,
      problem: { kind: 'missingColumns', columns: ['name', 'price'] },
    });
    expect(readImportCsv('name,price\n,\n')).toEqual({ ok: false, problem: { kind: 'noRows' } });
    expect(readImportCsv(`name,price\n${'Mug,1\n'.repeat(501)}`)).toEqual({
      ok: false,
      problem: { kind: 'tooManyRows', count: 501 },
    });
    expect(readImportCsv('name,price\n"Mug,1')).toEqual({
      ok: false,
      problem: { kind: 'unreadable', line: 2 },
    });
  });
});

describe('checkImportRows', () => {
  it('groups consecutive rows of one name into a product with variants', () => {
    const file = readImportCsv(
      'name,price,size,variant stock,category\nDress,10,S,1,Shoes\ndress,,M,2,\nMug,3,,,Kitchen\n',
    );
    const check = checkImportRows(file.ok ? file.rows : []);
    expect(check.errors).toEqual([]);
    expect(
      check.products.map((p) => [p.name, p.variants.map((v) => [v.size, v.price, v.stock])]),
    ).toEqual([
      [
        'Dress',
        [
          ['S', 10, 1],
          ['M', 10, 2],
        ],
      ],
      ['Mug', []],
    ]);
    expect(importSummary(check.products, ['shoes'])).toEqual({
      products: 2,
      withVariants: 1,
      newCategories: 1,
    });
  });

  it('maps the server details to the rows of the file', () => {
    const rows = [
      { rowNumber: 2, row: { name: 'Mug' } },
      { rowNumber: 4, row: { name: 'Cap' } },
    ];
    expect(
      serverRowErrors({ 'rows.1.price': [messages.required], rows: ['Too many'] }, rows),
    ).toEqual([
      { rowNumber: null, field: null, message: 'Too many' },
      { rowNumber: 4, field: 'price', message: messages.required },
    ]);
  });
});
