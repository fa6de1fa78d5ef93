/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_PRODUCT_TAGLINE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
