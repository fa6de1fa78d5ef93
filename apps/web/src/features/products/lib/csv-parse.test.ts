import { describe, expect, it } from 'vitest';
import { CsvParseError, parseCsv } from './csv-parse';

describe('parseCsv', () => {
  it('splits fields on commas and records on line feeds', () => {
    expect(parseCsv('name,price\nMug,2500\nCap,900\n')).toEqual([
      ['name', 'price'],
      ['Mug', '2500'],
      ['Cap', '900'],
    ]);
  });

  it('reads CRLF and lone CR line endings, and a last record without one', () => {
    expect(parseCsv('a,b\r\n1,2\r3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps commas, CRLF and line feeds inside quotes', () => {
    expect(
      parseCsv('name,description\r\n"Mug, large","Holds tea\r\nand coffee\nfor two"\r\n'),
    ).toEqual([
      ['name', 'description'],
      ['Mug, large', 'Holds tea\r\nand coffee\nfor two'],
    ]);
  });

  it('reads doubled quotes as one quote, and quotes inside an unquoted field as they are', () => {
    expect(parseCsv('"The ""best"" mug",5" plate,""\n')).toEqual([
      ['The "best" mug', '5" plate', ''],
    ]);
  });

  it('drops a byte order mark at the start only', () => {
    expect(parseCsv('\uFEFFname,sku\nMug,\uFEFFX')).toEqual([
      ['name', 'sku'],
      ['Mug', '\uFEFFX'],
    ]);
  });

  it('keeps empty fields and blank lines as empty records', () => {
    expect(parseCsv('a,,c\n\n,,\n')).toEqual([['a', '', 'c'], [''], ['', '', '']]);
    expect(parseCsv('""')).toEqual([['']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a quote that is never closed, naming the line it opened on', () => {
    expect(() => parseCsv('name\nMug\n"Cap,\nstill open')).toThrow(CsvParseError);
    try {
      parseCsv('name\nMug\n"Cap,\nstill open');
    } catch (error) {
      expect((error as CsvParseError).line).toBe(3);
    }
  });
});
