/**
 * A match's MBS as Turkish players know it from the coupon: "MBS 2" (the fewest selections a
 * coupon holding the match may have). `label` is the spelled-out text for screen readers and the
 * tooltip (docs/decisions/071-web-coupon-rules.md).
 */
export function MbsBadge({ mbs, label, className }: { mbs: number; label: string; className?: string }) {
  return (
    <span className={className} title={label}>
      <span aria-hidden="true">MBS {mbs}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
