import { IonIcon } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useId, useState } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The field's label; 'Password' at sign-in. */
  label?: string;
  name?: string;
  /** 'new-password' lets password managers offer to make one and keep it. */
  autoComplete?: 'current-password' | 'new-password';
  /** Ids of the texts that describe the field (its rules, its problem), read with it. */
  describedBy?: string;
  /** What is wrong with it, shown under it and read with it; the input then says it is invalid. */
  problem?: string;
}

/** Password input with a show/hide toggle. */
export default function PasswordField({
  value,
  onChange,
  disabled,
  label = 'Password',
  name = 'password',
  autoComplete = 'current-password',
  describedBy,
  problem,
}: Props) {
  const id = useId();
  const problemId = `${id}-problem`;
  const described = [describedBy, problem ? problemId : undefined].filter(Boolean).join(' ');
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__control field__control--with-action">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          required
          disabled={disabled}
          value={value}
          aria-describedby={described || undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="field__action"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <IonIcon aria-hidden="true" icon={visible ? eyeOffOutline : eyeOutline} />
        </button>
      </div>
      {problem && (
        <p id={problemId} className="field__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
