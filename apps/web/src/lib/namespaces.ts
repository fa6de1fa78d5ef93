import type * as english from '../locales/english-catalogues';

/** A catalogue's namespace: one registered in `locales/english-catalogues.d.ts`. */
export type Namespace = keyof typeof english;

/** Namespaces the shell needs before the first paint; screens load theirs when they mount. */
export const SHELL_NAMESPACES: readonly Namespace[] = [
  'common',
  'routes',
  'messages',
  'ui',
  'shell',
  'nav',
];
