import { ENROL_TEXTS } from '@crewline/protocol';
import { type FormEvent, useId, useState } from 'react';
import TextField, { PassIdField } from '../TextField';

interface Props {
  initialPassId: string;
  initialCode: string;
  busy: boolean;
  onSubmit: (passId: string, code: string) => void;
}

/** Pass id and the office's enrolment code (filled in when the screen was opened from the office's link). */
export default function EnrolCodeStep({ initialPassId, initialCode, busy, onSubmit }: Props) {
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
      <PassIdField label={ENROL_TEXTS.passId} disabled={busy} value={passId} onChange={setPassId} />
      <TextField
        label={ENROL_TEXTS.code}
        name="enrolmentCode"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={busy}
        value={code}
        onChange={setCode}
      />
      <button type="submit" className="button-primary" disabled={busy}>
        {ENROL_TEXTS.continue}
      </button>
    </form>
  );
}
