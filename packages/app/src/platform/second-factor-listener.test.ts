import { describe, expect, it } from 'vitest';
import { waitForSecondFactorMessage } from './second-factor-listener';

const PAGE = 'https://gateway.crewline.test/duo/page?token=1';

function post(target: EventTarget, data: unknown, origin: string) {
  target.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('second-factor message', () => {
  it('accepts only messages from the page origin that match the protocol', async () => {
    const target = new EventTarget() as unknown as Window;
    const result = waitForSecondFactorMessage(target, PAGE);
    post(target, { serviceResponse: { Response: {} } }, 'https://evil.test');
    post(target, { hello: 'world' }, 'https://gateway.crewline.test');
    post(target, { error: 'Wrong code' }, 'https://gateway.crewline.test');
    expect(await result).toEqual({ error: 'Wrong code' });
  });

  it('stops listening when aborted', async () => {
    const target = new EventTarget() as unknown as Window;
    const controller = new AbortController();
    const result = waitForSecondFactorMessage(target, PAGE, controller.signal);
    controller.abort(new Error('closed'));
    await expect(result).rejects.toThrow('closed');
  });
});
