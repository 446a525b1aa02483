import { type ReactNode, useId } from 'react';
import { CloseIcon } from './icons/ui-icons';
import styles from './search-field.module.css';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown before the input (a search glyph). */
  icon?: ReactNode;
  /** With `clearLabel`, a clear button appears once there is text. */
  onClear?: () => void;
  clearLabel?: string;
  clearClassName?: string;
  autoFocus?: boolean;
  /** After the input: a spinner while results load. */
  children?: ReactNode;
};

/**
 * The labelled search input the lobby, the sportsbook and the header search share; the box
 * around it (a form or a div) is the caller's, so each keeps its own layout.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  icon,
  onClear,
  clearLabel,
  clearClassName,
  autoFocus,
  children,
}: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {icon}
      <input
        id={id}
        className={styles.input}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={64}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && onClear && clearLabel && (
        <button
          type="button"
          className={clearClassName}
          aria-label={clearLabel}
          title={clearLabel}
          onClick={onClear}
        >
          <CloseIcon size={16} />
        </button>
      )}
      {children}
    </>
  );
}
