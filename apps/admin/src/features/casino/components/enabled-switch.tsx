import { useTranslation } from 'react-i18next';

/** An on/off switch for one row: a real checkbox with a name, so a screen reader says what it turns. */
export function EnabledSwitch({
  checked,
  label,
  busy,
  onChange,
}: {
  checked: boolean;
  label: string;
  busy?: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useTranslation('casino');
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={checked}
        disabled={busy}
        aria-label={label}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span aria-hidden="true">{checked ? t('on') : t('off')}</span>
    </label>
  );
}
