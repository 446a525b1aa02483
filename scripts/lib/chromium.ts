import fs from 'node:fs';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (Playwright's own download is not used). */
export function findChromium(): { path: string; found: boolean } {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return { path, found: fs.existsSync(path) };
}

export function chromiumMissingMessage(): string {
  const { path } = findChromium();
  return (
    `E2E skipped: Chromium not found at ${path}. Install it with \`apt-get install -y chromium\` ` +
    `or set CHROMIUM_PATH. (With REQUIRE_E2E=1 this is an error.)`
  );
}
