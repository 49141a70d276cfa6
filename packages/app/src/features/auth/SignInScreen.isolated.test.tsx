import { MESSAGES } from '@crewline/protocol';
import { IonRouterContext } from '@ionic/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anEnvironment, anEnvironmentList } from '../../../test/factories';
import { feedbackStore } from '../../api/feedback.store';
import { ServiceError } from '../../lib/service-error';
import { environmentStore } from '../../session/environment.store';
import { endSession, sessionStore } from '../../session/session.store';
import SignInScreen from './SignInScreen';
import { signIn } from './sign-in.service';

vi.mock('./sign-in.service', () => ({ signIn: vi.fn() }));

// The served desktop build (under vitest, import.meta.env.DEV would choose browser-dev).
window.__CREWLINE_PLATFORM__ = 'desktop';
vi.mock('../../api/services', () => ({ serviceClient: {} }));

const session = {
  ticket: 'T',
  profile: { passId: '100001', fullName: 'Maria Delgado' } as never,
};

function renderScreen() {
  const push = vi.fn();
  const router = { push } as unknown as ComponentProps<typeof IonRouterContext.Provider>['value'];
  render(
    <IonRouterContext.Provider value={router}>
      <SignInScreen />
    </IonRouterContext.Provider>,
  );
  return { push };
}

function fill(passId: string, password: string) {
  fireEvent.change(screen.getByLabelText('Pass ID'), { target: { value: passId } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

beforeEach(() => {
  environmentStore.set({
    status: 'ready',
    environment: anEnvironment(),
    list: anEnvironmentList({ passwordResetLink: 'https://reset.crewline.test/now' }),
    version: '2.5.1-Desktop',
  });
});

afterEach(() => {
  vi.mocked(signIn).mockReset();
  endSession();
  feedbackStore.set(undefined);
});

describe('SignInScreen', () => {
  it('shows the form with accessible names, the reset link and the version', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Crewline' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pass ID')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      'https://reset.crewline.test/now',
    );
    expect(await screen.findByText('Version 2.5.1-Desktop')).toBeInTheDocument();
  });

  it('shows and hides the password', () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('signs in with the typed credentials, keeps the session and goes home as the root', async () => {
    vi.mocked(signIn).mockResolvedValue(session);
    const { push } = renderScreen();
    fill('100001', 'transit-demo');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/home', 'root', 'replace'));
    expect(vi.mocked(signIn).mock.calls[0]?.[0]).toEqual({ passId: '100001', password: 'transit-demo' });
    expect(sessionStore.get()).toEqual(session);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('reports a failed sign-in as a popup and stays', async () => {
    vi.mocked(signIn).mockRejectedValue(new ServiceError({ message: MESSAGES.noInternet, sessionExpired: false }));
    const { push } = renderScreen();
    fill('100001', 'x');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await waitFor(() => expect(feedbackStore.get()).toEqual({ kind: 'popup', message: MESSAGES.noInternet }));
    expect(push).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
