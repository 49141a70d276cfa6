import { IonIcon } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useId, useState } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Default "Password": the sign-in's. */
  label?: string;
  /** A password being chosen is 'new-password', so password managers offer to make and keep it. */
  autoComplete?: 'current-password' | 'new-password';
  /** The id of the text that says what the password must be. */
  describedBy?: string;
}

/** Password input with a show/hide toggle. */
export default function PasswordField({
  value,
  onChange,
  disabled,
  label = 'Password',
  autoComplete = 'current-password',
  describedBy,
}: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__control field__control--with-action">
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          autoCapitalize="off"
          spellCheck={false}
          required
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="field__action"
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <IonIcon aria-hidden="true" icon={visible ? eyeOffOutline : eyeOutline} />
        </button>
      </div>
    </div>
  );
}
