import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the product runs: the API serving the built web app, e.g. http://127.0.0.1:40123 */
    baseUrl: string;
    chromium: { executablePath: string; args: string[] };
  }
}
