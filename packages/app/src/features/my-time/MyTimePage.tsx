import type { ReactNode } from 'react';
import { PATHS } from '../../lib/paths';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import type { BackTo } from '../../ui/screen/Screen';
import './my-time.css';

/** The back button of a screen opened from My Time. */
export const BACK_TO_MY_TIME: BackTo = { href: PATHS.myTime.root, label: 'My Time' };

interface Props {
  /** The toolbar's title. */
  title: string;
  /** The page's heading. */
  heading: ReactNode;
  /** Where the back button leads; without it, the My Time hub (a menu screen). */
  back?: BackTo;
  children: ReactNode;
}

/** A My Time screen: its frame, its look and its heading; the content below. */
export default function MyTimePage({ title, heading, back, children }: Props) {
  return (
    <HeadedScreen heading={heading} title={title} back={back} look="my-time">
      {children}
    </HeadedScreen>
  );
}
