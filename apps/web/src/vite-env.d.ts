/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Seasonal theme: default, halloween, christmas or blackfriday. */
  readonly VITE_THEME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
