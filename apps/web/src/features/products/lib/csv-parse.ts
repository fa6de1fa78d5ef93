/** A CSV file that cannot be read: a quoted field never closed. */
export class CsvParseError extends Error {
  constructor(readonly line: number) {
    super(`A quoted field opened on line ${line} is never closed`);
  }
}

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The records of a CSV text (RFC 4180), each an array of its fields: fields split by commas,
 * records by CRLF or LF (a lone CR too); a quoted field may hold commas, quotes (doubled) and
 * line breaks. A byte order mark at the start (Excel writes one) and the line break after the
 * last record are dropped. Lenient where spreadsheets are: text after a closing quote is kept.
 * Throws `CsvParseError` for a quote that is never closed, rather than guessing.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(BYTE_ORDER_MARK) ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  /** Whether the record being read has begun (a lone `""` is a record of one empty field). */
  let started = false;
  let line = 1;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
    started = false;
    line += 1;
  };
  while (i < text.length) {
    const char = text[i] as string;
    if (char !== '\r' && char !== '\n') started = true;
    if (char === '"' && field === '') {
      const opened = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvParseError(opened);
        const inside = text[i] as string;
        if (inside === '"') {
          if (text[i + 1] !== '"') break;
          field += '"';
          i += 2;
        } else {
          if (inside === '\n') line += 1;
          field += inside;
          i += 1;
        }
      }
      i += 1;
    } else if (char === ',') {
      endField();
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += char;
      i += 1;
    }
  }
  if (started) endRecord();
  return records;
}
