import type { ReactNode } from 'react';

const Icon = ({ children }: { children: ReactNode }) => (
  <svg
    viewBox="0 0 24 24"
    width="28"
    height="28"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.7"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

export const SportsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l3.5 2.5-1.3 4H9.8l-1.3-4z" />
    <path d="M12 3v4.5M15.5 10l4.8-1.6M14.2 14l2.8 4.2M9.8 14L7 18.2M8.5 10L3.7 8.4" />
  </Icon>
);

export const LiveIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="2" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </Icon>
);

export const CasinoIcon = () => (
  <Icon>
    <circle cx="7.5" cy="16.5" r="3.5" />
    <circle cx="16.5" cy="17.5" r="3.5" />
    <path d="M7.5 13c1-4 3.5-7 7-9M16.5 14c-.5-4-1-7-2-10M14.5 4c2 0 4 1 5 3-2 .5-4 0-5-3z" />
  </Icon>
);

export const LiveCasinoIcon = () => (
  <Icon>
    <rect x="8" y="3" width="12" height="16" rx="2" />
    <path d="M6 6.5L4.4 7a2 2 0 0 0-1.3 2.5l3.4 11a2 2 0 0 0 2.5 1.3l5-1.5" />
    <path d="M14 8.5c-1.5 1.2-2.5 2.3-2.5 3.4a1.5 1.5 0 0 0 2.5 1.1 1.5 1.5 0 0 0 2.5-1.1c0-1.1-1-2.2-2.5-3.4zM14 13v2" />
  </Icon>
);

export const GamesIcon = () => (
  <Icon>
    <path d="M6 8h12a4 4 0 0 1 4 4v2.5a3.5 3.5 0 0 1-6.3 2.1L14.5 15h-5l-1.2 1.6A3.5 3.5 0 0 1 2 14.5V12a4 4 0 0 1 4-4z" />
    <path d="M7 10.5v3M5.5 12h3M15.5 11h.01M17.5 13h.01" />
  </Icon>
);

export const GiftIcon = () => (
  <Icon>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
    <path d="M12 8S10.5 3 8 3.5 6.5 8 12 8zM12 8s1.5-5 4-4.5S17.5 8 12 8z" />
  </Icon>
);

export const PlaneIcon = () => (
  <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
    <path d="M21.5 3.5L2.5 11l6.8 2.4 2.4 6.8z" fill="currentColor" fillOpacity="0.9" />
    <path d="M9.3 13.4l12.2-9.9-7.3 12.8" fill="currentColor" fillOpacity="0.55" />
  </svg>
);
