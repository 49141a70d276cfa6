import type { MenuItemConstructorOptions } from 'electron';

/** The application menu: the platform's standard Edit, View and Window menus (plus the app menu on macOS). */
export function menuTemplate(isMac: boolean): MenuItemConstructorOptions[] {
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : [{ role: 'fileMenu' } as const]),
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
}
