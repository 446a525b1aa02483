import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  busy?: boolean;
};

/** The kit's button: a real <button>, `type="button"` unless told, busy state announced. */
export function Button({
  variant = 'secondary',
  busy = false,
  type = 'button',
  className,
  children,
  disabled,
  ...rest
}: Props) {
  return (
    <button
      type={type}
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
