import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useDomainStatus } from '@/features/content/api/get-domain-status';
import { uiStore } from '@/stores/ui';
import styles from '../routes/root-layout.module.css';

/**
 * Whether the domain-change banner is due: only at `/`, until read, and only when both domains
 * are set (docs/product.md §1 and §4). The query runs only while it could be shown.
 */
export function useTopBannerState() {
  const { pathname } = useLocation();
  const read = uiStore.use((s) => s.topNotifyRead);
  const atRoot = pathname === paths.home;
  const { data } = useDomainStatus(atRoot && !read);
  const visible = !read && atRoot && !!data?.current && !!data?.next;
  return { atRoot, data, visible };
}

/**
 * The banner's space while its code loads: with its answer embedded in the page (boot-data),
 * the banner is known at the first render, and the header must not jump down when it arrives.
 */
export function TopBannerSlot() {
  return useTopBannerState().visible ? <div className={styles.bannerSlot} aria-hidden="true" /> : null;
}
