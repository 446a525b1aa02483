import type { AdminSiteOption } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';

type Common = { id: string; disabled: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A select: on/off for a boolean option (`choices` null), else the enum's values. */
function Choice({
  choices,
  value,
  onChange,
  ...common
}: Common & { choices: readonly string[] | null; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('content');
  return (
    <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">—</option>
      {choices === null ? (
        <>
          <option value="true">{t('on')}</option>
          <option value="false">{t('off')}</option>
        </>
      ) : (
        choices.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))
      )}
    </select>
  );
}

/** The input that fits the option's type; the value is checked by the same rule as the server's. */
export function ValueInput({
  option,
  id,
  value,
  onChange,
  invalid,
  disabled,
}: {
  option: AdminSiteOption;
  id: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
  disabled: boolean;
}) {
  const common = {
    id,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  };
  const type = option.type!;
  switch (type.type) {
    case 'boolean':
    case 'enum':
      return (
        <Choice
          {...common}
          choices={type.type === 'enum' ? type.values : null}
          value={value}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <input
          {...common}
          type="number"
          inputMode={type.integer ? 'numeric' : 'decimal'}
          min={type.min}
          max={type.max}
          step={type.integer ? 1 : 'any'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'json':
      return (
        <textarea
          {...common}
          rows={3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
        />
      );
    default:
      return type.max > 200 ? (
        <textarea
          {...common}
          rows={3}
          value={value}
          maxLength={type.max}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type.pattern === 'url' ? 'url' : type.pattern === 'email' ? 'email' : 'text'}
          maxLength={type.max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
