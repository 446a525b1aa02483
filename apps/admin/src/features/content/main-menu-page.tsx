import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { useMainMenu, useSaveMainMenu } from './api/main-menu';
import { ContentTabs } from './components/content-tabs';
import { MenuRow } from './components/menu-row';
import { useMenuDraft } from './components/use-menu-draft';

/**
 * The player site's main menu: order and visibility of its fixed entries, saved as a whole
 * (the site follows at once; each entry's icon, title and link stay the web's own).
 */
export default function MainMenuPage() {
  const { t } = useTranslation('content');
  const menu = useMainMenu();
  const save = useSaveMainMenu();
  const canManage = useCan('content:manage');
  const { draft, setDraft, items, move, toggle } = useMenuDraft(menu.data?.items);
  const submit = () =>
    save.mutate(
      { items },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(t('saved'));
        },
      },
    );

  return (
    <>
      <PageHeader title={t('tab.menu')} />
      <ContentTabs />
      <p className="hint">{t('menu.hint')}</p>
      {(menu.error ?? save.error) && (
        <p className="alert alert-bad" role="alert">
          {(menu.error ?? save.error)?.message}
        </p>
      )}
      <div className="table-wrap">
        <table className="data-table" aria-busy={menu.isPending || undefined}>
          <caption className="sr-only">{t('menu.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('field.sort')}</th>
              <th scope="col">{t('menu.entry')}</th>
              <th scope="col">{t('menu.visible')}</th>
              <th scope="col">
                <span className="sr-only">{t('common:actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((e, i) => (
              <MenuRow
                key={e.id}
                entry={e}
                index={i}
                last={i === items.length - 1}
                canManage={canManage}
                onToggle={toggle}
                onMove={move}
              />
            ))}
          </tbody>
        </table>
      </div>
      {canManage && (
        <div className="form-actions">
          <Button disabled={!draft} onClick={() => setDraft(null)}>
            {t('common:action.cancel')}
          </Button>
          <Button variant="primary" busy={save.isPending} disabled={!draft} onClick={submit}>
            {t('common:action.save')}
          </Button>
        </div>
      )}
    </>
  );
}
