import { type AdminGameUpdate, adminGameUpdateSchema, GAME_CATEGORIES } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import type { AdminGame } from '../api/list-games';
import { useUpdateGame } from '../api/update-game';

const gameForm = z
  .object({ categories: z.array(z.string()), sort: z.string(), isNew: z.boolean(), isPopular: z.boolean() })
  // The shared schema refuses a category it does not know.
  .transform((v) => ({ ...v, sort: Number(v.sort) }) as AdminGameUpdate)
  .pipe(adminGameUpdateSchema);

/** Categories, place in the lobby and badges of one game. */
export function EditGameDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const { t } = useTranslation('casino');
  const save = useUpdateGame();
  const form = useAdminForm(gameForm, {
    categories: game.categories,
    sort: String(game.sort),
    isNew: game.isNew,
    isPopular: game.isPopular,
  });
  const categoriesError = form.errorOf('categories');
  return (
    <FormDialog
      form={form}
      title={t('editGame', { name: game.name })}
      onClose={onClose}
      onSubmit={async (body) => {
        const res = await save.mutateAsync({ id: game.id, ...body });
        toast.success(res.message || t('saved'));
        onClose();
      }}
    >
      <fieldset className="checks">
        <legend>{t('categories')}</legend>
        {GAME_CATEGORIES.map((c) => (
          <label key={c} className="check">
            <input type="checkbox" value={c} {...form.register('categories')} />
            {t(`category.${c}`)}
          </label>
        ))}
        {categoriesError && (
          <small className="error" role="alert">
            {categoriesError}
          </small>
        )}
      </fieldset>
      <TextField
        label={t('sort')}
        hint={t('sortHint')}
        type="number"
        min={0}
        {...form.register('sort')}
        error={form.errorOf('sort', { minimum: 0, maximum: 1_000_000 })}
      />
      <label className="check">
        <input type="checkbox" {...form.register('isNew')} />
        {t('isNew')}
      </label>
      <label className="check">
        <input type="checkbox" {...form.register('isPopular')} />
        {t('isPopular')}
      </label>
    </FormDialog>
  );
}
