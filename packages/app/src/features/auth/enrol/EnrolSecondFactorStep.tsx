import { ENROL_TEXTS } from '@crewline/protocol';
import { toDataURL } from 'qrcode';
import { type FormEvent, useEffect, useId, useState } from 'react';
import TextField from '../TextField';
import { type EnrolStart, hasPasswordStep } from './enrol.service';

interface Props {
  start: EnrolStart;
  busy: boolean;
  /** The first code, or undefined to skip an optional second factor. */
  onSubmit: (totpCode: string | undefined) => void;
}

/** The key in groups of four, as authenticator apps show and people type it. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/** The authenticator app: the QR code of the server's otpauth URI, the key as text for those who cannot scan, its first code. */
export default function EnrolSecondFactorStep({ start, busy, onSubmit }: Props) {
  const headingId = useId();
  const [qr, setQr] = useState('');
  const [code, setCode] = useState('');
  const key = grouped(start.totpKey);
  // Directory mode: the app is all the enrolment sets, so it is not skipped, and no session follows.
  const optional = start.secondFactor === 'optional' && hasPasswordStep(start);

  useEffect(() => {
    let current = true;
    void toDataURL(start.otpauthUri, { margin: 1, width: 220 }).then((url) => {
      if (current) setQr(url);
    });
    return () => {
      current = false;
    };
  }, [start.otpauthUri]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.replace(/\s/g, ''));
  };
  return (
    <form className="sign-in__form" onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} className="enrol__step">
        {ENROL_TEXTS.secondFactorStep}
      </h2>
      {optional && <p className="enrol__intro">{ENROL_TEXTS.optionalSecondFactor}</p>}
      <p className="enrol__intro">{ENROL_TEXTS.scan}</p>
      <div className="enrol__qr">{qr && <img src={qr} width={220} height={220} alt={ENROL_TEXTS.qrAlt(key)} />}</div>
      <p className="enrol__intro">{ENROL_TEXTS.cantScan}</p>
      <p className="enrol__key" data-testid="totp-key">
        {key}
      </p>
      <TextField
        label={ENROL_TEXTS.firstCode}
        name="totpCode"
        inputMode="numeric"
        pattern="[0-9 ]*"
        autoComplete="one-time-code"
        disabled={busy}
        value={code}
        onChange={setCode}
      />
      <button type="submit" className="button-primary" disabled={busy}>
        {hasPasswordStep(start) ? ENROL_TEXTS.finish : ENROL_TEXTS.finishDirectory}
      </button>
      {optional && (
        <button type="button" className="button-secondary" disabled={busy} onClick={() => onSubmit(undefined)}>
          {ENROL_TEXTS.skipSecondFactor}
        </button>
      )}
    </form>
  );
}
