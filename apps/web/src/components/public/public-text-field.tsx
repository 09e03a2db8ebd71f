import { useId } from 'react';

type PublicTextFieldProps = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  description?: string;
};

/** A labelled text input of the public pages, its hint and its message read out with it. */
export function PublicTextField({
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  description,
}: PublicTextFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="public-stack" data-gap="xs">
      <label className="public-field-label" htmlFor={id}>
        {label}
      </label>
      {description ? (
        <span className="public-text-xs public-dimmed" id={`${id}-description`}>
          {description}
        </span>
      ) : null}
      <input
        id={id}
        className="public-input"
        type={type}
        inputMode={type === 'text' ? undefined : type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p className="public-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
