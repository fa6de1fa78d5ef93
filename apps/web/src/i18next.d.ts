import type * as english from './locales/english-catalogues';

/** English is the source catalogue: every key the code uses is checked against it. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { [Namespace in keyof typeof english]: (typeof english)[Namespace] };
  }
}
