import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

type Common = { label: string; error?: string; hint?: ReactNode };

function Wrap({ id, label, error, hint, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** A labelled input whose error is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, id, ...rest }, ref) {
    const auto = useId();
    const fid = id ?? auto;
    return (
      <Wrap id={fid} label={label} error={error} hint={hint}>
        <input
          ref={ref}
          id={fid}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(fid, error, hint)}
          {...rest}
        />
      </Wrap>
    );
  },
);

export const TextArea = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextArea({ label, error, hint, id, ...rest }, ref) {
    const auto = useId();
    const fid = id ?? auto;
    return (
      <Wrap id={fid} label={label} error={error} hint={hint}>
        <textarea
          ref={ref}
          id={fid}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(fid, error, hint)}
          {...rest}
        />
      </Wrap>
    );
  },
);

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }
>(function SelectField({ label, error, hint, id, options, ...rest }, ref) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Wrap id={fid} label={label} error={error} hint={hint}>
      <select
        ref={ref}
        id={fid}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy(fid, error, hint)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrap>
  );
});
