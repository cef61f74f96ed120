// How every test launches Debian's Chromium: the story tests and e2e (vitest.workspace.ts, e2e/globalSetup.ts), the
// screenshots (visual.mjs, which adds its own flags for identical pixels) and the review tool's test.

/** Debian's Chromium; never a downloaded browser (TOOLCHAIN.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A fake microphone lets recorder stories capture real audio without a device.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];
