import { NotificationKind } from '@lalebet/shared/enums';
import type { NotificationKindValue } from '@lalebet/shared/notifications-hub';
import { createIcon, type IconComponent } from '@/components/ui/icons/icon';
import { GiftIcon } from '@/components/ui/icons/nav-icons';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons/ui-icons';

const SystemIcon = createIcon(() => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5h.01" strokeWidth={2.2} />
  </>
));

type Kind = { icon: IconComponent; label: string; tone: 'bonus' | 'deposit' | 'withdraw' | 'system' };

/** docs/product.md §2: giftbox for Bonus, arrow-up for Deposit, down-arrow for Withdraw, system otherwise. */
export function kindOf(type: NotificationKindValue): Kind {
  switch (type) {
    case NotificationKind.Bonus:
      return { icon: GiftIcon, label: 'kind.bonus', tone: 'bonus' };
    case NotificationKind.Deposit:
      return { icon: ArrowUpIcon, label: 'kind.deposit', tone: 'deposit' };
    case NotificationKind.Withdraw:
      return { icon: ArrowDownIcon, label: 'kind.withdraw', tone: 'withdraw' };
    case NotificationKind.Jackpot:
      return { icon: SystemIcon, label: 'kind.jackpot', tone: 'system' };
    default:
      return { icon: SystemIcon, label: 'kind.system', tone: 'system' };
  }
}
