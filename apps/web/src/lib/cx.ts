/** What a class-name slot may hold: falsy values (from `cond && styles.x`) are skipped. */
type ClassName = string | false | 0 | 0n | null | undefined;

/** Joins the class names that are set: `cx(styles.tab, active && styles.active)`. */
export const cx = (...names: ClassName[]) => names.filter(Boolean).join(' ');
