import { ENROL_TEXTS, PASSWORD_TEXTS } from '@crewline/protocol';
import { type FormEvent, useId, useState } from 'react';
import PasswordField from '../PasswordField';

interface Props {
  passId: string;
  busy: boolean;
  /** No second factor follows: this step signs in. */
  finishes: boolean;
  onSubmit: (newPassword: string) => void;
}

/** The new password, twice, with the rules it is held to (the server holds it to them too). */
export default function EnrolPasswordStep({ passId, busy, finishes, onSubmit }: Props) {
  const rulesId = useId();
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== again) {
      setProblem(PASSWORD_TEXTS.mismatch);
      return;
    }
    setProblem('');
    onSubmit(password);
  };
  return (
    <form className="sign-in__form" onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} className="enrol__step">
        {ENROL_TEXTS.passwordStep}
      </h2>
      <p id={rulesId} className="enrol__intro">
        {ENROL_TEXTS.passwordFor(passId)} {PASSWORD_TEXTS.rules}
      </p>
      <PasswordField
        label={PASSWORD_TEXTS.newPassword}
        autoComplete="new-password"
        describedBy={rulesId}
        value={password}
        onChange={(v) => {
          setPassword(v);
          setProblem('');
        }}
        disabled={busy}
      />
      <PasswordField
        label={PASSWORD_TEXTS.repeatPassword}
        autoComplete="new-password"
        value={again}
        onChange={(v) => {
          setAgain(v);
          setProblem('');
        }}
        disabled={busy}
      />
      {problem && (
        <p className="enrol__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={busy}>
        {finishes ? ENROL_TEXTS.finish : ENROL_TEXTS.continue}
      </button>
    </form>
  );
}
