import { formErrorsOf } from '@/lib/form-errors';
import { GAME_CATEGORIES } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import type { AdminGame } from '../api/list-games';
import { useUpdateGame } from '../api/update-game';

/** Categories, place in the lobby and badges of one game. */
export function EditGameDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const { t } = useTranslation('casino');
  const save = useUpdateGame();
  const [categories, setCategories] = useState<string[]>(game.categories);
  const [sort, setSort] = useState(String(game.sort));
  const [isNew, setIsNew] = useState(game.isNew);
  const [isPopular, setIsPopular] = useState(game.isPopular);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (c: string) =>
    setCategories((cur) => (cur.includes(c) ? cur.filter((x) => x !== c) : [...cur, c]));

  const submit = async () => {
    setErrors({});
    try {
      const res = await save.mutateAsync({
        id: game.id,
        categories: categories as AdminGame['categories'],
        sort: Number(sort),
        isNew,
        isPopular,
      });
      toast.success(res.message || t('saved'));
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };

  return (
    <Dialog
      open
      title={t('editGame', { name: game.name })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button variant="primary" busy={save.isPending} onClick={submit}>
            {t('common:action.save')}
          </Button>
        </>
      }
    >
      {errors.form && (
        <p className="alert alert-bad" role="alert">
          {errors.form}
        </p>
      )}
      <fieldset className="checks">
        <legend>{t('categories')}</legend>
        {GAME_CATEGORIES.map((c) => (
          <label key={c} className="check">
            <input type="checkbox" checked={categories.includes(c)} onChange={() => toggle(c)} />
            {t(`category.${c}`)}
          </label>
        ))}
        {errors.categories && (
          <small className="error" role="alert">
            {errors.categories}
          </small>
        )}
      </fieldset>
      <TextField
        label={t('sort')}
        hint={t('sortHint')}
        type="number"
        min={0}
        value={sort}
        onChange={(e) => setSort(e.target.value)}
        error={errors.sort}
      />
      <label className="check">
        <input type="checkbox" checked={isNew} onChange={(e) => setIsNew(e.target.checked)} />
        {t('isNew')}
      </label>
      <label className="check">
        <input type="checkbox" checked={isPopular} onChange={(e) => setIsPopular(e.target.checked)} />
        {t('isPopular')}
      </label>
    </Dialog>
  );
}
