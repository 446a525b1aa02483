import type { ButtonHTMLAttributes } from 'react';
import styles from './link-button.module.css';
import { cx } from '@/lib/cx';

/** A button that looks like a link: an action in running text, not a navigation. */
export function LinkButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={cx(styles.linkButton, className)} {...rest} />;
}
