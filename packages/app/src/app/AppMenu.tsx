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
import { useLocation } from 'react-router-dom';
import WelcomeSummary from '../features/profile/WelcomeSummary';
import { useSession } from '../session/session.store';
import { menuItemsFor } from './menu-rules';
import { PATHS, ROUTES, routeFor } from './routes';
import { useSignOut } from './use-sign-out';

/** The side menu (spec §2): an overlay with the Welcome header, the items the user may see, and Logout. */
export default function AppMenu({ contentId }: { contentId: string }) {
  const session = useSession();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const router = useIonRouter();
  const onSignInScreen = routeFor(pathname)?.path === PATHS.root || routeFor(pathname)?.path === PATHS.login;
  const items = session ? menuItemsFor(ROUTES, session.profile) : [];

  return (
    <IonMenu contentId={contentId} type="overlay" disabled={!session || onSignInScreen} aria-label="Menu">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Welcome</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {session && (
          <div className="menu-welcome">
            <WelcomeSummary profile={session.profile} showGreeting={false} />
          </div>
        )}
        <IonList inset aria-label="Main menu">
          {items.map((route) => (
            <IonMenuToggle key={route.path} autoHide={false}>
              <IonItem
                button
                detail={false}
                lines="full"
                onClick={() => router.push(`${route.path}?referrer=menu`, 'root', 'replace')}
              >
                <IonIcon aria-hidden="true" slot="start" icon={route.menu.icon} />
                <IonLabel>{route.menu.title}</IonLabel>
              </IonItem>
            </IonMenuToggle>
          ))}
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
