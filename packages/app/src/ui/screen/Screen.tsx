import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonMenuButton,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useHeaderEnd } from './header-end';
import { SCREEN_COLUMN } from './screen-column';
import './screen.css';

/** A sub-screen's way back: where it leads when there is no history (an address opened directly), and its name. */
export interface BackTo {
  href: string;
  label: string;
}

export interface ScreenProps {
  /** The toolbar's title. */
  title: string;
  /** A screen reached from another: a back button. Without it, a top-level (menu) screen: the menu button. */
  back?: BackTo;
  /** A wizard: neither back nor menu button; its own Back and Next lead (docs/product.md#pick-preferences). */
  wizard?: boolean;
  /** The content's class, which gives the screen its look ('settings', 'leave', …). */
  contentClassName?: string;
  /** A bar under the content that stays in place (OT Availability's Submit). */
  footer?: ReactNode;
  /**
   * false: the content does not scroll; its column fills the screen's height and a part of it
   * scrolls itself (a virtualised list that must own its scroll element).
   */
  scrollY?: boolean;
  /**
   * The content's scroll region takes the keyboard focus, so it scrolls with the arrow keys: for
   * a screen that reads only (nothing in it to tab to, which would otherwise scroll it).
   */
  keyboardScroll?: boolean;
  children?: ReactNode;
}

/**
 * The frame of every screen but sign-in: the page, its header (menu or back button, title, what
 * the shell puts at its end) and
 * its content in the one column every screen shares.
 */
export default function Screen({
  title,
  back,
  contentClassName,
  footer,
  scrollY = true,
  keyboardScroll = false,
  wizard = false,
  children,
}: ScreenProps) {
  const content = useRef<HTMLIonContentElement>(null);
  const HeaderEnd = useHeaderEnd();
  useEffect(() => {
    if (!keyboardScroll) return;
    void content.current?.getScrollElement().then((region) => {
      region.tabIndex = 0;
    });
  }, [keyboardScroll]);
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          {!wizard && (
            <IonButtons slot="start">
              {back ? (
                <IonBackButton defaultHref={back.href} aria-label={back.label} />
              ) : (
                <IonMenuButton aria-label="Open menu" />
              )}
            </IonButtons>
          )}
          <IonTitle>{title}</IonTitle>
          {HeaderEnd && !wizard && (
            <IonButtons slot="end">
              <Suspense fallback={null}>
                <HeaderEnd />
              </Suspense>
            </IonButtons>
          )}
        </IonToolbar>
      </IonHeader>
      <IonContent ref={content} className={contentClassName} scrollY={scrollY}>
        <div className={scrollY ? SCREEN_COLUMN : `${SCREEN_COLUMN} ${SCREEN_COLUMN}--fill`}>{children}</div>
      </IonContent>
      {footer}
    </IonPage>
  );
}
