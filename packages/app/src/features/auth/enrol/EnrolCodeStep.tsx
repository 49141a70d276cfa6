import { ENROL_TEXTS } from '@crewline/protocol';
import { type FormEvent, useId, useState } from 'react';

interface Props {
  initialPassId: string;
  initialCode: string;
  busy: boolean;
  onSubmit: (passId: string, code: string) => void;
}

/** Pass id and the office's enrolment code (filled in when the screen was opened from the office's link). */
export default function EnrolCodeStep({ initialPassId, initialCode, busy, onSubmit }: Props) {
  const passIdId = useId();
  const codeId = useId();
  const introId = useId();
  const [passId, setPassId] = useState(initialPassId);
  const [code, setCode] = useState(initialCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(passId.trim(), code);
  };
  return (
    <form className="sign-in__form" onSubmit={submit} aria-label={ENROL_TEXTS.title} aria-describedby={introId}>
      <p id={introId} className="enrol__intro">
        {ENROL_TEXTS.intro}
      </p>
      <div className="field">
        <label htmlFor={passIdId}>{ENROL_TEXTS.passId}</label>
        <div className="field__control">
          <input
            id={passIdId}
            name="passId"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="username"
            required
            disabled={busy}
            value={passId}
            onChange={(e) => setPassId(e.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={codeId}>{ENROL_TEXTS.code}</label>
        <div className="field__control">
          <input
            id={codeId}
            name="enrolmentCode"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            required
            disabled={busy}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
      </div>
      <button type="submit" className="button-primary" disabled={busy}>
        {ENROL_TEXTS.continue}
      </button>
    </form>
  );
}
