import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the product runs: the API serving the built web app, e.g. http://127.0.0.1:40123 */
    baseUrl: string;
    chromium: { executablePath: string; args: string[] };
    /** The server's Payme cash desk key (PAYME_KEY), made for this run: money.test.ts asks Payme's GetStatement with it. */
    paymeKey: string;
  }
}
