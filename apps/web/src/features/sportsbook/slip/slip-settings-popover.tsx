import { ODDS_CHANGE_POLICIES, ODDS_FORMATS } from '@lalebet/shared/sportsbook';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons/ui-icons';
import { useSlipSettings } from './slip-settings';
import styles from './bet-slip.module.css';

const GearIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width={18}
    height={18}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </svg>
);

/** The slip's settings: the odds-change policy and the odds format, in a small non-modal panel. */
export function SlipSettingsPopover() {
  const { t } = useTranslation('betslip');
  const { policy, format, setPolicy, setFormat } = useSlipSettings();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={styles.settings}>
      <button
        ref={toggle}
        type="button"
        className={styles.iconButton}
        aria-label={t('settings.open')}
        title={t('settings.open')}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <GearIcon />
      </button>
      {open && (
        <div
          ref={panel}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.popover}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation(); // not the sheet around us
            e.preventDefault();
            close();
          }}
        >
          <div className={styles.popoverHeader}>
            <h3 id={titleId}>{t('settings.title')}</h3>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('common:dialog.close')}
              onClick={close}
            >
              <CloseIcon size={16} />
            </button>
          </div>
          <RadioSet
            legend={t('oddsChange.label')}
            name={`${titleId}-policy`}
            options={ODDS_CHANGE_POLICIES}
            value={policy}
            onChange={setPolicy}
            label={(p) => t(`oddsChange.${p}`)}
          />
          <RadioSet
            legend={t('oddsFormat.label')}
            name={`${titleId}-format`}
            options={ODDS_FORMATS}
            value={format}
            onChange={setFormat}
            label={(f) => t(`oddsFormat.${f}`)}
          />
        </div>
      )}
    </div>
  );
}

type RadioSetProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
};

/** One setting as a group of radios. */
function RadioSet<T extends string>({ legend, name, options, value, onChange, label }: RadioSetProps<T>) {
  return (
    <fieldset className={styles.radios}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o}>
          <input type="radio" name={name} checked={value === o} onChange={() => onChange(o)} />
          {label(o)}
        </label>
      ))}
    </fieldset>
  );
}
