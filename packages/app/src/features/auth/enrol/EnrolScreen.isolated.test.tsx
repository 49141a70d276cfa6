import { ENROL_TEXTS } from '@crewline/protocol';
import { IonRouterContext } from '@ionic/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedbackStore } from '../../../api/feedback.store';
import { endSession, sessionStore } from '../../../session/session.store';
import EnrolScreen from './EnrolScreen';
import { type EnrolStart, finishEnrolment, startEnrolment } from './enrol.service';

vi.mock('./enrol.service', async (actual) => ({
  ...(await actual<typeof import('./enrol.service')>()),
  startEnrolment: vi.fn(),
  finishEnrolment: vi.fn(),
}));
vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,') }));

// The served desktop build (under vitest, import.meta.env.DEV would choose browser-dev).
window.__CREWLINE_PLATFORM__ = 'desktop';
vi.mock('../../../api/services', () => ({ serviceClient: {} }));

const CODE = 'ABCD-EFGH-JKMN';
const started = (extra: Partial<EnrolStart> = {}): EnrolStart => ({
  secondFactor: 'required',
  totpKey: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Crewline:300001?secret=JBSWY3DPEHPK3PXP&issuer=Crewline',
  ...extra,
});

function renderScreen() {
  const push = vi.fn();
  const router = { push } as unknown as ComponentProps<typeof IonRouterContext.Provider>['value'];
  render(
    <IonRouterContext.Provider value={router}>
      <EnrolScreen />
    </IonRouterContext.Provider>,
  );
  return { push };
}

async function enterCode() {
  fireEvent.change(screen.getByLabelText(ENROL_TEXTS.passId), { target: { value: '300001' } });
  fireEvent.change(screen.getByLabelText(ENROL_TEXTS.code), { target: { value: CODE } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: ENROL_TEXTS.continue })));
}

afterEach(() => {
  vi.mocked(startEnrolment).mockReset();
  vi.mocked(finishEnrolment).mockReset();
  endSession();
  feedbackStore.set(undefined);
});

describe('EnrolScreen', () => {
  it('asks for a password first when the start answer has no passwordStep (local sign-in)', async () => {
    vi.mocked(startEnrolment).mockResolvedValue(started());
    renderScreen();
    await enterCode();
    expect(await screen.findByRole('heading', { name: ENROL_TEXTS.passwordStep })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ENROL_TEXTS.secondFactorStep })).not.toBeInTheDocument();
  });

  it('skips the password step when the start answer says passwordStep false, sends no password, and says to sign in', async () => {
    vi.mocked(startEnrolment).mockResolvedValue(started({ secondFactor: 'optional', passwordStep: false }));
    vi.mocked(finishEnrolment).mockResolvedValue({ kind: 'signInWithDirectory' });
    const { push } = renderScreen();
    await enterCode();
    expect(await screen.findByRole('heading', { name: ENROL_TEXTS.secondFactorStep })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ENROL_TEXTS.passwordStep })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    // The app is all there is to set up: it cannot be skipped.
    expect(screen.queryByRole('button', { name: ENROL_TEXTS.skipSecondFactor })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(ENROL_TEXTS.firstCode), { target: { value: '123 456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ENROL_TEXTS.finishDirectory })));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENROL_TEXTS.doneWithDirectory));
    expect(vi.mocked(finishEnrolment).mock.calls[0]?.[0]).toEqual({
      passId: '300001',
      code: CODE,
      newPassword: undefined,
      totpCode: '123456',
    });
    expect(push).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeUndefined();
  });
});
