import { PASSWORD_TEXTS } from '@crewline/protocol';
import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { reportServiceError } from '../../api/feedback.store';
import { readProfileAgain } from '../../api/login-ticket.queries';
import { callService } from '../../api/service-query';
import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import { ServiceError } from '../../lib/service-error';
import { refreshProfile, useSession } from '../../session/session.store';
import { useNotice } from '../../ui/notice';
import Screen from '../../ui/screen/Screen';
import {
  type ChangePasswordField,
  type ChangePasswordForm,
  EMPTY_FORM,
  type FieldProblems,
  fieldOfRefusal,
  formProblems,
} from './change-password-form';
import PasswordField from './PasswordField';
import './change-password.css';

/**
 * Change password (docs/product.md#change-password), from Home's password action and the menu's
 * expiry note. The app checks what it can before sending; the server decides, and its refusal
 * is shown where it belongs. On success the profile is read again, so the menu's note and Home
 * show the expiry the server set, and the employee is told the other devices are signed out.
 */
export default function ChangePasswordScreen() {
  const session = useSession();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const showNotice = useNotice();
  const language = useLanguage();
  const rulesId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ChangePasswordForm>(EMPTY_FORM);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  // After a refused attempt the keyboard goes to the first field in question, once the fields are enabled again.
  useEffect(() => {
    if (attempt > 0 && !busy) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [attempt, busy]);

  const edit = (field: ChangePasswordField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
    setRefusal(undefined);
  };

  const refuse = (found: FieldProblems) => {
    setProblems(found);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !session) return;
    setRefusal(undefined);
    const found = formProblems(form, session.profile.passId);
    if (Object.keys(found).length > 0) return refuse(found);
    setBusy(true);
    try {
      // Without the loading indicator: an overlay takes the keyboard and, going, gives it back to
      // the button, not to the refused field. The button says the change is under way instead.
      const answer = await callService('mta_changePassword', {
        currentPassword: form.current,
        newPassword: form.next,
      });
      refreshProfile((profile) => ({ ...profile, password: form.next }));
      setForm(EMPTY_FORM);
      setProblems({});
      showNotice(PASSWORD_TEXTS.changed(formatDisplayDate(answer.passwordExpiresOn, language)));
      await readProfileAgain(queryClient).catch(reportServiceError);
      if (router.canGoBack()) router.goBack();
      else router.push(PATHS.home, 'root', 'replace');
    } catch (err) {
      const error = ServiceError.from(err);
      if (!error.refused) return reportServiceError(error);
      const field = fieldOfRefusal(error.message);
      if (field) refuse({ [field]: error.message });
      else setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title={PASSWORD_TEXTS.title} back={{ href: PATHS.home, label: 'Back to Home' }} contentClassName="settings">
      <div className="settings__column">
        <h1 className="settings__heading">{PASSWORD_TEXTS.title}</h1>
        <p id={rulesId} className="section-note change-password__rules">
          {PASSWORD_TEXTS.rules}
        </p>
        <form
          ref={formRef}
          className="change-password__form"
          onSubmit={submit}
          aria-label={PASSWORD_TEXTS.title}
          aria-busy={busy}
          noValidate
        >
          {/* For password managers: whose password this is. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={session?.profile.passId ?? ''}
            readOnly
            hidden
          />
          <PasswordField
            label={PASSWORD_TEXTS.currentPassword}
            name="current-password"
            autoComplete="current-password"
            value={form.current}
            onChange={edit('current')}
            disabled={busy}
            problem={problems.current}
          />
          <PasswordField
            label={PASSWORD_TEXTS.newPassword}
            name="new-password"
            autoComplete="new-password"
            value={form.next}
            onChange={edit('next')}
            disabled={busy}
            describedBy={rulesId}
            problem={problems.next}
          />
          <PasswordField
            label={PASSWORD_TEXTS.repeatPassword}
            name="new-password-again"
            autoComplete="new-password"
            value={form.again}
            onChange={edit('again')}
            disabled={busy}
            problem={problems.again}
          />
          {refusal && (
            <p className="change-password__refusal" role="alert">
              {refusal}
            </p>
          )}
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? PASSWORD_TEXTS.changing : PASSWORD_TEXTS.change}
          </button>
        </form>
      </div>
    </Screen>
  );
}
