// How every browser test and bench launches Debian's Chromium (no browser download).
// The flags keep a headless Chromium off a closed network: without them it tries, and
// fails, to reach its own services at every start.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
