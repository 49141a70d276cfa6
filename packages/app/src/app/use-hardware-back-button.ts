import { useIonAlert, useIonRouter, useIonToast } from '@ionic/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../lib/paths';
import { platform } from '../platform';
import { placedToast } from '../ui/notice';
import { type BackButtonPaths, createBackButtonRules } from './back-button.rules';
import { isSignInPath, routeFor } from './routes';
import { useSignOut } from './use-sign-out';

/** The paths of the rules, from the one route table. */
export const BACK_BUTTON_PATHS: BackButtonPaths = {
  isSignIn: isSignInPath,
  isWizard: (pathname) => routeFor(pathname)?.path === PATHS.pickPreferencesAdd,
  isTopLevelMenuPage: (pathname) => {
    const route = routeFor(pathname);
    return route !== undefined && (route.menu !== undefined || route.path === PATHS.home);
  },
};

/**
 * The hardware back button (docs/product.md#hardware-back-button): the platform reports each press (native only) and the
 * rules decide. Mounted once inside the router.
 */
export function useHardwareBackButton(): void {
  const { pathname } = useLocation();
  const router = useIonRouter();
  const [presentToast, dismissToast] = useIonToast();
  const [presentAlert] = useIonAlert();
  const signOut = useSignOut();
  const rules = useMemo(() => createBackButtonRules(BACK_BUTTON_PATHS), []);

  // The subscription lives as long as the app; the handler always sees the latest values.
  const latest = useRef({ pathname, router, presentToast, dismissToast, presentAlert, signOut });
  latest.current = { pathname, router, presentToast, dismissToast, presentAlert, signOut };

  useEffect(
    () =>
      platform().onBackButton(() => {
        const ui = latest.current;
        const action = rules.press(ui.pathname);
        switch (action.kind) {
          case 'toast':
            void ui
              .dismissToast()
              .then(() => ui.presentToast(placedToast({ message: action.message, duration: action.durationMs })));
            return;
          case 'exit':
            platform().exit();
            return;
          case 'confirm-logout':
            void ui.presentAlert({
              header: action.header,
              message: action.message,
              buttons: [
                { text: action.no, role: 'cancel' },
                { text: action.yes, role: 'confirm', handler: () => void ui.signOut({ callLogout: true }) },
              ],
            });
            return;
          case 'back':
            if (ui.router.canGoBack()) ui.router.goBack();
            return;
        }
      }),
    [rules],
  );
}

/** Mount point of the hook inside the router. */
export function HardwareBackButton(): null {
  useHardwareBackButton();
  return null;
}
