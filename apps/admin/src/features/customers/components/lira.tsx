import { Money } from '@/components/display';

/** Player 360 answers lira (as every admin list does); the kit's Money takes kuruş. */
export function Lira({ value }: { value: number | null | undefined }) {
  return value == null ? <span>—</span> : <Money minor={Math.round(value * 100)} />;
}
