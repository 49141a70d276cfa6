import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { useStore } from '../lib/external-store';
import { PreloadScreenContext } from '../lib/screen-preload';
import { useLatch } from '../lib/use-latch';
import { environmentStore } from '../session/environment.store';
import { useSession } from '../session/session.store';
import { HeaderEndContext } from '../ui/screen/header-end';
import ExitedScreen from './ExitedScreen';
import { queryClient } from './query-client';
import RouteGuard from './RouteGuard';
import { preloadScreen, SCREEN_ROUTES } from './routes';
import { HardwareBackButton } from './use-hardware-back-button';
import { NotificationTaps } from './use-notification-taps';

const AppMenu = lazy(() => import('./AppMenu'));
// Every screen's header shows it; its chunk loads beside the first screen's.
const NotificationBell = lazy(() => import('../features/notifications/NotificationBell'));
// Starts loading at once, beside the first screen's chunk.
const AppExtras = lazy(() => import('./AppExtras'));
const MAIN_CONTENT_ID = 'main';

export default function App() {
  // Only whether start-up ended the app: the whole tree need not render again when it is ready.
  const exitMessage = useStore(environmentStore, (state) => (state.status === 'exited' ? state.message : undefined));
  // The menu's chunk loads with the first sign-in and then stays (so it can close and disable itself).
  const menuWanted = useLatch(useSession() !== undefined);
  if (exitMessage !== undefined) return <ExitedScreen message={exitMessage} />;
  return (
    <IonApp>
      <QueryClientProvider client={queryClient}>
        <PreloadScreenContext value={preloadScreen}>
          <HeaderEndContext value={NotificationBell}>
            <IonReactRouter>
              <RouteGuard />
              <HardwareBackButton />
              <NotificationTaps />
              {menuWanted && (
                <Suspense fallback={null}>
                  <AppMenu contentId={MAIN_CONTENT_ID} />
                </Suspense>
              )}
              <IonRouterOutlet id={MAIN_CONTENT_ID}>
                {SCREEN_ROUTES.map(({ path, screen: { Component } }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <Suspense fallback={null}>
                        <Component />
                      </Suspense>
                    }
                  />
                ))}
              </IonRouterOutlet>
              <Suspense fallback={null}>
                <AppExtras />
              </Suspense>
            </IonReactRouter>
          </HeaderEndContext>
        </PreloadScreenContext>
      </QueryClientProvider>
    </IonApp>
  );
}
