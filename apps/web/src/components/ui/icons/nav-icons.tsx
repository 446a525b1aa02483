import { createIcon } from './icon';

/** Main-menu glyphs (docs/product.md §2: every tile has an icon). */
export const SportsIcon = createIcon(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4z" />
    <path d="M12 3v4.5M20.5 9.5L16 10.4M17.5 19l-3-4M6.5 19l3-4M3.5 9.5L8 10.4" />
  </>
));
export const LiveIcon = createIcon(() => (
  <>
    <circle cx="12" cy="12" r="2.5" />
    <path d="M7.8 7.8a6 6 0 000 8.4M16.2 7.8a6 6 0 010 8.4M5 5a10 10 0 000 14M19 5a10 10 0 010 14" />
  </>
));
export const EsportsIcon = createIcon(() => (
  <>
    <path d="M7 8h10a4 4 0 014 4.5l-.6 3.5a2.4 2.4 0 01-4.1 1.2L14.5 15h-5l-1.8 2.2a2.4 2.4 0 01-4.1-1.2L3 12.5A4 4 0 017 8z" />
    <path d="M8 10.5v3M6.5 12h3M15.5 11h.01M17.5 13h.01" />
  </>
));
export const SlotIcon = createIcon(() => (
  <>
    <rect x="3" y="5" width="15" height="15" rx="2" />
    <path d="M7.5 5v15M13.5 5v15M21 8v5h-3" />
    <circle cx="21" cy="7" r="1" />
  </>
));
export const LiveCasinoIcon = createIcon(() => (
  <>
    <rect x="8" y="4" width="11" height="15" rx="1.8" transform="rotate(12 13.5 11.5)" />
    <path d="M6.5 6.2L4.8 6.6a1.8 1.8 0 00-1.3 2.2l2.8 11.5" />
    <path d="M13 9.5c1.6 1.6 2.7 2.3 2.1 3.9-.4 1.1-1.8 1.2-2.5.5.1 1 .4 1.6 1 2.1l-2.6-.5c.8-.3 1.2-.8 1.5-1.7-.9.5-2.2.1-2.4-1-.3-1.7 1.1-2 2.9-3.3z" />
  </>
));
export const VirtualIcon = createIcon(() => (
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4M10 8v5l4-2.5z" />
  </>
));
export const BingoIcon = createIcon(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M11.2 10.4l1.3-.8v4.8" />
  </>
));
export const GamesIcon = createIcon(() => (
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" strokeWidth={2.8} />
  </>
));
export const TvIcon = createIcon(() => (
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 3l4 4 4-4" />
  </>
));
export const GiftIcon = createIcon(() => (
  <>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8c-1-3-5-4.5-5.5-2S9.5 8 12 8zm0 0c1-3 5-4.5 5.5-2S14.5 8 12 8z" />
  </>
));
export const PhoneIcon = createIcon(() => (
  <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 006.5 6.5L16 14l4 1.5V19a1.5 1.5 0 01-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 015 4z" />
));
export const BonusIcon = createIcon(() => (
  <>
    <path d="M20.5 13.5l-7 7a1.7 1.7 0 01-2.4 0L3.5 13V3.5H13l7.5 7.6a1.7 1.7 0 010 2.4z" />
    <path d="M7.5 7.5h.01" strokeWidth={2.8} />
    <path d="M10 15l5-5M10.5 11h.01M14.5 14.5h.01" />
  </>
));
