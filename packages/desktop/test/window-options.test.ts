import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../src/window-options';

describe('mainWindowOptions', () => {
  const options = mainWindowOptions('/opt/crewline/preload.cjs');

  it('is titled Crewline with room for the desktop layout', () => {
    expect(options).toMatchObject({ title: 'Crewline', minWidth: 900, minHeight: 600, show: false });
    expect(options.width).toBeGreaterThanOrEqual(900);
    expect(options.height).toBeGreaterThanOrEqual(600);
  });

  it('gives the renderer no Node.js, an isolated context and the sandbox', () => {
    expect(options.webPreferences).toMatchObject({
      preload: '/opt/crewline/preload.cjs',
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      sandbox: true,
      webSecurity: true,
      webviewTag: false,
    });
  });
});
