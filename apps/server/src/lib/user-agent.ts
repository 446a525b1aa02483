/**
 * A small user-agent reader for the session-history page: device kind with its system, and
 * the browser with its major version. Good enough for "is this me?", not for analytics.
 */
export type ParsedUserAgent = { device: string; browser: string };

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/YaBrowser\/(\d+)/, 'Yandex'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

function system(ua: string): string | null {
  if (/iPad/.test(ua)) return 'iPadOS';
  if (/iPhone|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

function kind(ua: string, os: string | null): string {
  if (/iPad|Tablet/.test(ua) || (os === 'Android' && !/Mobile/.test(ua))) return 'Tablet';
  if (/Mobi|iPhone|iPod/.test(ua)) return 'Mobile';
  return os ? 'Desktop' : 'Unknown device';
}

export function parseUserAgent(ua: string | null | undefined): ParsedUserAgent {
  if (!ua) return { device: 'Unknown device', browser: 'Unknown browser' };
  const os = system(ua);
  const device = os ? `${kind(ua, os)} (${os})` : kind(ua, os);
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) return { device, browser: `${name} ${m[1]}` };
  }
  return { device, browser: 'Unknown browser' };
}
