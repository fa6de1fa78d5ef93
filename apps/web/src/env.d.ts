/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_PRODUCT_TAGLINE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:catalogue-versions' {
  /** Each language's catalogue version, by language code (vite-catalogues.ts). */
  export const catalogueVersions: Record<string, string>;
}
