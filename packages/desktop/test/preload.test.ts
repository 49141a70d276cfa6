import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, type CrewlineDesktopApi, type DesktopBridgeInfo } from '../src/bridge';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { sendSync: vi.fn(), send: vi.fn() },
}));
vi.mock('electron', () => electron);

const INFO: DesktopBridgeInfo = {
  platform: 'desktop',
  version: '2.5.1-Desktop',
  gatewayUrls: ['https://east.agency.example/gateway/east', 'https://west.agency.example/gateway/west'],
  apiKey: 'agency-key',
};

async function runPreload(answer: DesktopBridgeInfo | null) {
  electron.ipcRenderer.sendSync.mockReturnValue(answer);
  await import('../src/preload.cjs');
}

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});

describe('the preload', () => {
  it('asks main for the bridge info and exposes it as window.crewlineDesktop', async () => {
    await runPreload(INFO);
    expect(electron.ipcRenderer.sendSync).toHaveBeenCalledWith(BRIDGE_CHANNELS.info);
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [key, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as [string, CrewlineDesktopApi];
    expect(key).toBe('crewlineDesktop');
    expect(api).toEqual({ ...INFO, exit: expect.any(Function) });
    expect(Object.keys(api).sort()).toEqual(['apiKey', 'exit', 'gatewayUrls', 'platform', 'version']);
  });

  it('asks main to quit on exit()', async () => {
    await runPreload(INFO);
    const [, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as [string, CrewlineDesktopApi];
    api.exit();
    expect(electron.ipcRenderer.send).toHaveBeenCalledWith(BRIDGE_CHANNELS.exit);
  });

  it('exposes nothing when main refuses the page', async () => {
    await runPreload(null);
    expect(electron.contextBridge.exposeInMainWorld).not.toHaveBeenCalled();
  });
});
