import { PASSWORD_TEXTS } from '@crewline/protocol';
import { IonRouterContext } from '@ionic/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readProfileAgain } from '../../api/login-ticket.queries';
import { callService } from '../../api/service-query';
import { formatDisplayDate } from '../../lib/date-format';
import { ServiceError } from '../../lib/service-error';
import { endSession, sessionStore, startSession } from '../../session/session.store';
import ChangePasswordScreen from './ChangePasswordScreen';

vi.mock('../../api/service-query', () => ({ callService: vi.fn() }));
vi.mock('../../api/login-ticket.queries', () => ({ readProfileAgain: vi.fn() }));
const notice = vi.hoisted(() => vi.fn());
vi.mock('../../ui/notice', () => ({ useNotice: () => notice }));

const NEW = 'seven brass lanterns at dawn';

function renderScreen() {
  const router = { push: vi.fn(), back: vi.fn(), canGoBack: () => true };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IonRouterContext.Provider value={router as unknown as ComponentProps<typeof IonRouterContext.Provider>['value']}>
        <ChangePasswordScreen />
      </IonRouterContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

function fill(current: string, next: string, again = next) {
  fireEvent.change(input(PASSWORD_TEXTS.currentPassword), { target: { value: current } });
  fireEvent.change(input(PASSWORD_TEXTS.newPassword), { target: { value: next } });
  fireEvent.change(input(PASSWORD_TEXTS.repeatPassword), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: PASSWORD_TEXTS.change }));
}

beforeEach(() => {
  startSession({ passId: '100001', password: 'transit-demo' } as never, 'T');
  vi.mocked(readProfileAgain).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.mocked(callService).mockReset();
  vi.mocked(readProfileAgain).mockReset();
  notice.mockReset();
  endSession();
});

describe('ChangePasswordScreen', () => {
  it('shows the rules before anything is typed, read with the new password', () => {
    renderScreen();
    expect(screen.getByText(PASSWORD_TEXTS.rules)).toBeInTheDocument();
    expect(input(PASSWORD_TEXTS.newPassword)).toHaveAccessibleDescription(PASSWORD_TEXTS.rules);
    expect(input(PASSWORD_TEXTS.newPassword)).toHaveAttribute('autocomplete', 'new-password');
    expect(input(PASSWORD_TEXTS.currentPassword)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('sends nothing while the form breaks a rule it can check, and says which, under the field', () => {
    renderScreen();
    fill('transit-demo', 'my 100001 pass!');
    expect(input(PASSWORD_TEXTS.newPassword)).toHaveAccessibleDescription(
      `${PASSWORD_TEXTS.rules} ${PASSWORD_TEXTS.containsPassId}`,
    );
    expect(input(PASSWORD_TEXTS.newPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(callService).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it is about, and changes nothing", async () => {
    vi.mocked(callService).mockRejectedValue(
      new ServiceError({ message: PASSWORD_TEXTS.currentWrong, sessionExpired: false, refused: true }),
    );
    const router = renderScreen();
    fill('not it at all', NEW);
    await waitFor(() =>
      expect(input(PASSWORD_TEXTS.currentPassword)).toHaveAccessibleDescription(PASSWORD_TEXTS.currentWrong),
    );
    expect(readProfileAgain).not.toHaveBeenCalled();
    expect(notice).not.toHaveBeenCalled();
    expect(router.back).not.toHaveBeenCalled();
    expect(sessionStore.get()?.profile.password).toBe('transit-demo');
  });

  it('on success reads the profile again from the server and goes back', async () => {
    vi.mocked(callService).mockResolvedValue({
      passwordExpiresOn: '2027-03-02',
      HEADER_PWD_EXPIRATION_DATE_0: '02-MAR-2027',
      signedOutOthers: 1,
    });
    const router = renderScreen();
    fill('transit-demo', NEW);
    await waitFor(() => expect(router.back).toHaveBeenCalled());
    expect(callService).toHaveBeenCalledWith('mta_changePassword', {
      currentPassword: 'transit-demo',
      newPassword: NEW,
    });
    expect(readProfileAgain).toHaveBeenCalledTimes(1);
    expect(notice).toHaveBeenCalledWith(PASSWORD_TEXTS.changed(formatDisplayDate('2027-03-02')));
    expect(sessionStore.get()?.profile.password).toBe(NEW);
  });
});
