/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the IELTS and account calls. @default '/api' */
  readonly VITE_API_BASE?: string;
  /** Base address of the multi-level calls. @default '/api' */
  readonly VITE_API_BASE_ML?: string;
}
