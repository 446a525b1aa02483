import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BonusIcon } from '@/components/ui/icons/nav-icons';
import { paths } from '@/config/paths';
import { closeMenus, uiStore } from '@/stores/ui';
import { Drawer } from './drawer';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import styles from './sidebars.module.css';

/** The mobile side menu: the main-menu tiles, Bonus Talep and the language selector. */
export function SidebarMenu() {
  const { t } = useTranslation();
  const open = uiStore.use((s) => s.sidebarMenuOpen);
  const close = useCallback(() => uiStore.set({ sidebarMenuOpen: false }), []);
  return (
    <Drawer
      id="sidebar-menu"
      side="left"
      open={open}
      onClose={close}
      label={t('sidebar.label')}
      closeLabel={t('header.closeMenu')}
      header={<Logo />}
    >
      <MainMenu variant="grid" />
      <div className={styles.section}>
        <Link to={paths.dashboard.claimBonus} className={styles.bonus} onClick={closeMenus}>
          <BonusIcon size={20} />
          {t('nav.bonusRequest')}
        </Link>
        <LanguageSelect className={styles.language} />
      </div>
    </Drawer>
  );
}
