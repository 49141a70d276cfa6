import { contextBridge, ipcRenderer } from 'electron';
import type { CrewlineDesktopApi, DesktopBridgeInfo } from './bridge.js';

// A sandboxed preload cannot load other files, so the channel names of bridge.ts
// BRIDGE_CHANNELS are repeated here; test/preload.test.ts checks they are the same.
const INFO_CHANNEL = 'crewline-desktop:info';
const EXIT_CHANNEL = 'crewline-desktop:exit';

// Main answers null to any page that is not the app itself.
const info: DesktopBridgeInfo | null = ipcRenderer.sendSync(INFO_CHANNEL);

if (info !== null) {
  const api: CrewlineDesktopApi = {
    ...info,
    exit: () => ipcRenderer.send(EXIT_CHANNEL),
  };
  contextBridge.exposeInMainWorld('crewlineDesktop', api);
}
