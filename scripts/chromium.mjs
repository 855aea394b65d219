// Debian's Chromium as every runner here starts it: Playwright's end-to-end
// tests, the benchmark and the player flows. Without the background-network
// switches it keeps trying hosts this machine's closed network refuses.
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
