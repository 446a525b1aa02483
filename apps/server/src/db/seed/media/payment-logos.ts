import { FONT, esc, svgDoc } from '../../../lib/art/svg.ts';

/**
 * Payment method logos in our own lettering and shapes (not the brands' artwork), one per
 * method code: /media/payments/<code>.svg. Both directions of a method share it.
 */
type Logo = { label: string; sub: string; bg: string; fg: string; accent: string; icon: string };

const bankIcon = (c: string) =>
  `<path d="M14 30L34 19L54 30Z" fill="${c}"/><rect x="16" y="32" width="36" height="3" fill="${c}"/>` +
  `<g fill="${c}"><rect x="19" y="37" width="4" height="13"/><rect x="27" y="37" width="4" height="13"/>` +
  `<rect x="37" y="37" width="4" height="13"/><rect x="45" y="37" width="4" height="13"/></g>` +
  `<rect x="14" y="52" width="40" height="4" fill="${c}"/>`;
const walletIcon = (c: string) =>
  `<rect x="14" y="22" width="40" height="30" rx="6" fill="none" stroke="${c}" stroke-width="4"/>` +
  `<path d="M38 32H54V42H38A5 5 0 0 1 38 32Z" fill="${c}"/>`;
const cardIcon = (c: string) =>
  `<rect x="12" y="22" width="44" height="30" rx="5" fill="none" stroke="${c}" stroke-width="4"/>` +
  `<rect x="12" y="29" width="44" height="6" fill="${c}"/><rect x="18" y="41" width="12" height="4" rx="2" fill="${c}"/>`;
const coinIcon = (c: string) =>
  `<circle cx="34" cy="37" r="17" fill="none" stroke="${c}" stroke-width="4"/>` +
  `<path d="M25 28H43M34 28V48M27 35Q34 39 41 35" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;

export const PAYMENT_LOGOS: Record<string, Logo> = {
  havale: {
    label: 'HAVALE',
    sub: 'EFT',
    bg: '#10305a',
    fg: '#ffffff',
    accent: '#f5b301',
    icon: bankIcon('#f5b301'),
  },
  papara: {
    label: 'PAPARA',
    sub: 'CÜZDAN',
    bg: '#1b1b1f',
    fg: '#ffffff',
    accent: '#a78bfa',
    icon: walletIcon('#a78bfa'),
  },
  'credit-card': {
    label: 'KART',
    sub: 'VISA · MC',
    bg: '#3b0d2e',
    fg: '#ffffff',
    accent: '#ff6b9a',
    icon: cardIcon('#ff6b9a'),
  },
  'usdt-trc20': {
    label: 'USDT',
    sub: 'TRC-20',
    bg: '#0b3b33',
    fg: '#ffffff',
    accent: '#26d0a8',
    icon: coinIcon('#26d0a8'),
  },
  crypto: {
    label: 'KRİPTO',
    sub: 'BTC · ETH · USDT',
    bg: '#2a1d52',
    fg: '#ffffff',
    accent: '#f7a531',
    icon: coinIcon('#f7a531'),
  },
};

export function paymentLogoSvg(code: string, name: string): string {
  const l = PAYMENT_LOGOS[code];
  if (!l) throw new Error(`no logo style for payment method ${code}`);
  const body =
    `<rect width="240" height="80" rx="12" fill="${l.bg}"/>${l.icon}` +
    `<text x="70" y="44" font-family="${FONT}" font-size="26" font-weight="900" fill="${l.fg}">${esc(l.label)}</text>` +
    `<text x="71" y="63" font-family="${FONT}" font-size="13" font-weight="700" fill="${l.accent}" letter-spacing="2">${esc(l.sub)}</text>`;
  return svgDoc(240, 80, body, name);
}
