import { SHELL_TEXTS } from '@crewline/protocol';
import {
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonMenu,
  IonMenuToggle,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import WelcomeSummary from '../domain/profile/WelcomeSummary';
import { menuTarget, PATHS } from '../lib/paths';
import { useSession } from '../session/session.store';
import { closeMenuAfterChoice } from './close-menu-after-choice';
import { isMenuItemSelected, menuItemsFor } from './menu-rules';
import { isSignInPath, SCREEN_ROUTES } from './routes';
import { useSignOut } from './use-sign-out';

/** The side menu (docs/product.md#side-menu): an overlay with the Welcome header, the items the user may see, and Logout. */
export default function AppMenu({ contentId }: { contentId: string }) {
  const session = useSession();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const router = useIonRouter();
  const menu = useRef<HTMLIonMenuElement>(null);
  const items = session ? menuItemsFor(SCREEN_ROUTES, session.profile) : [];

  return (
    <IonMenu
      ref={menu}
      contentId={contentId}
      type="overlay"
      disabled={!session || isSignInPath(pathname)}
      aria-label="Menu"
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{SHELL_TEXTS.welcome}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {session && (
          <div className="menu-welcome">
            <WelcomeSummary
              profile={session.profile}
              showGreeting={false}
              onChangePassword={() => {
                router.push(PATHS.changePassword);
                // Not an item of the list: no menu toggle closes the menu for it.
                void menu.current?.close();
                void closeMenuAfterChoice(menu.current);
              }}
            />
          </div>
        )}
        <IonList inset aria-label="Main menu">
          {items.map((route) => {
            const selected = isMenuItemSelected(route.path, pathname);
            return (
              // ion-item copies aria-* to its inner button once, when it loads, and never again:
              // a new key when the selection changes gives it a fresh load, so only the selected
              // item is ever the current page.
              <IonMenuToggle key={`${route.path}:${selected ? 'current' : ''}`} autoHide={false}>
                <IonItem
                  button
                  detail={false}
                  lines="full"
                  className={selected ? 'menu-item menu-item--selected' : 'menu-item'}
                  aria-current={selected ? 'page' : undefined}
                  // docs/product.md#side-menu: to the target as the root, replacing the current history entry.
                  onClick={() => {
                    router.push(menuTarget(route.path), 'root', 'replace');
                    void closeMenuAfterChoice(menu.current);
                  }}
                >
                  <IonIcon aria-hidden="true" slot="start" icon={route.menu.icon} />
                  <IonLabel>{route.menu.title}</IonLabel>
                </IonItem>
              </IonMenuToggle>
            );
          })}
          <IonMenuToggle autoHide={false}>
            <IonItem button detail={false} lines="none" onClick={() => void signOut({ callLogout: true })}>
              <IonIcon aria-hidden="true" slot="start" icon={logOutOutline} />
              <IonLabel>Logout</IonLabel>
            </IonItem>
          </IonMenuToggle>
        </IonList>
      </IonContent>
    </IonMenu>
  );
}
