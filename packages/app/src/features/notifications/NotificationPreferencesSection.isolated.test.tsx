import { NOTIFICATION_TEXTS as T } from '@crewline/protocol';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeWebPush, webPushState } from '../../platform/web-push';
import NotificationPreferencesSection from './NotificationPreferencesSection';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
  useSendWebPushSubscription,
} from './notifications.queries';

vi.mock('./notifications.queries', () => ({
  useNotificationPreferences: vi.fn(),
  useSaveNotificationPreferences: vi.fn(),
  useSendWebPushSubscription: vi.fn(),
}));
vi.mock('../../platform/web-push', () => ({ webPushState: vi.fn(), subscribeWebPush: vi.fn() }));

const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'BP', auth: 'k8' } };

function setUp(email: boolean) {
  const save = vi.fn();
  const send = vi.fn();
  vi.mocked(useNotificationPreferences).mockReturnValue({
    data: { off: [], quietHours: null, channels: { push: true, email }, webPushKey: 'BKEY' },
  } as never);
  vi.mocked(useSaveNotificationPreferences).mockReturnValue({ mutate: save, isPending: false } as never);
  vi.mocked(useSendWebPushSubscription).mockReturnValue({ mutate: send, isPending: false } as never);
  vi.mocked(webPushState).mockResolvedValue('off');
  vi.mocked(subscribeWebPush).mockResolvedValue(SUBSCRIPTION);
  render(<NotificationPreferencesSection />);
  return { save, send };
}

afterEach(() => vi.resetAllMocks());

describe('NotificationPreferencesSection', () => {
  it('offers every kind on every channel the employee has, all on by default, and saves what is turned off', () => {
    const { save } = setUp(true);
    const box = screen.getByRole('checkbox', { name: `${T.kindName.SICK_OUT}: ${T.channel.email}` });
    expect(box).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: new RegExp(T.kindName.ACCOUNT_RESET) })).toBeNull();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('checkbox', { name: T.quietOff }));
    fireEvent.click(screen.getByText(T.savePreferences));
    expect(save).toHaveBeenCalledWith(
      { off: [{ kind: 'SICK_OUT', channel: 'email' }], quietHours: { start: 22 * 60, end: 6 * 60 } },
      expect.anything(),
    );
  });

  it('shows no e-mail column when e-mail cannot reach the employee, and says so', () => {
    setUp(false);
    expect(screen.getByText(T.noEmail)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: `${T.kindName.SICK_OUT}: ${T.channel.email}` })).toBeNull();
  });

  it('asks for the browser’s permission only on the button, and sends the subscription', async () => {
    const { send } = setUp(true);
    const button = await screen.findByText(T.turnOnPush);
    expect(subscribeWebPush).not.toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledWith(SUBSCRIPTION, expect.anything()));
    expect(subscribeWebPush).toHaveBeenCalledWith('BKEY');
  });
});
