import { type InputHTMLAttributes, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text field of the sign-in and enrolment forms (required unless told otherwise). */
export default function TextField({ label, value, onChange, type = 'text', required = true, ...input }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__control">
        <input
          id={id}
          type={type}
          required={required}
          {...input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}

/** The pass id: digits, kept by password managers as the user name. */
export function PassIdField(props: Omit<Props, 'name' | 'inputMode' | 'pattern' | 'autoComplete'>) {
  return <TextField {...props} name="passId" inputMode="numeric" pattern="[0-9]*" autoComplete="username" />;
}
