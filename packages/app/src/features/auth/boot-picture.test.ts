import { ENROL_TEXTS } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import bootPicture from '../../../index.html?raw';

// index.html draws the sign-in screen before the app has loaded (e2e/welcome-message.spec.ts
// holds the two to the same place on screen): it has to say what the screen says.
describe('the sign-in screen’s boot picture', () => {
  it('has the screen’s links, in its order', () => {
    const links = [...bootPicture.matchAll(/<p class="sign-in__reset"><span>([^<]*)<\/span><\/p>/g)].map((m) => m[1]);
    expect(links).toEqual(['Forgot your password?', ENROL_TEXTS.link]);
  });
});
