/**
 * Intl's formatters, made once per locale and options and kept: building one costs far more
 * than using it (a millisecond or more on a phone, the locale's data loaded each time), and
 * screens format numbers and dates on every render.
 */
const formats = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat
>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(
    `n|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  );

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  cached(
    `r|${locale}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
