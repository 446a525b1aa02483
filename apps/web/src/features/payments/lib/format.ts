import { TransactionKind } from '@lalebet/shared/enums';
import { formatNet } from '@/lib/format';

/** A movement as the player sees it: "+₺1.250,50" in, "-₺500,00" out (docs/product.md: Turkish money with ₺). */
export const formatSignedMoney = (amount: number, kind: number) =>
  formatNet(kind === TransactionKind.Withdraw ? -Math.abs(amount) : Math.abs(amount));
