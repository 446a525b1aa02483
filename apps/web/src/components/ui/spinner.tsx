import styles from './spinner.module.css';

type Props = { size?: number; label?: string };

/** A spinning ring. With `label` it is announced; without, it is decorative. */
export function Spinner({ size = 24, label }: Props) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
