import type { TFunction } from 'i18next';

const KIND = /^(Desktop|Mobile|Tablet)(?: \((.+)\))?$/;

/**
 * The server describes a device in English ('Mobile (Android)', 'Unknown device'); the kind
 * is translated and the system name kept.
 */
export function deviceLabel(device: string, t: TFunction<'account'>): string {
  if (device === 'Unknown device') return t('sessions.device.unknown');
  const m = KIND.exec(device);
  if (!m) return device;
  const kind = t(`sessions.device.${m[1]!.toLowerCase()}`);
  return m[2] ? `${kind} (${m[2]})` : kind;
}

export const browserLabel = (browser: string, t: TFunction<'account'>) =>
  browser === 'Unknown browser' ? t('sessions.browser.unknown') : browser;

export const isMobileDevice = (device: string) => /^(Mobile|Tablet)\b/.test(device);
