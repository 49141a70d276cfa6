import type { ReactNode } from 'react';
import Screen, { type ScreenProps } from './Screen';

interface Props extends Omit<ScreenProps, 'contentClassName' | 'children'> {
  /** The page's heading, above the content. */
  heading: ReactNode;
  /** The area's look beside the settings one ('pick-board', 'my-time', …). */
  look?: string;
  children: ReactNode;
}

/** A screen of the settings look: its frame, the one column and the page's heading above the content. */
export default function HeadedScreen({ heading, look, children, ...frame }: Props) {
  return (
    <Screen {...frame} contentClassName={look ? `settings ${look}` : 'settings'}>
      <div className="settings__column">
        <h1 className="settings__heading">{heading}</h1>
        {children}
      </div>
    </Screen>
  );
}
