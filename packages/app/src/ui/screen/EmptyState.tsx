import { type ReactNode, useId } from 'react';
import './empty-state.css';

interface Props {
  title: string;
  /** The explanation, and any way on (a button). */
  children: ReactNode;
  /** 1 when the state is all the screen has to say (an address it cannot show); 2 by default. */
  headingLevel?: 1 | 2;
  /** 'note': a remark above what the screen shows after it, not the screen's whole answer. */
  role?: 'note';
  /** Side margins, as an inset list has (on a screen of the settings look). */
  inset?: boolean;
  /** The card's look, instead of the shared one. */
  className?: string;
  titleClassName?: string;
}

/** What a screen shows when there is nothing to show: a titled card that says why. */
export default function EmptyState({
  title,
  children,
  headingLevel = 2,
  role,
  inset = false,
  className = inset ? 'card empty-state empty-state--inset' : 'card empty-state',
  titleClassName = 'empty-state__title',
}: Props) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={className} aria-labelledby={titleId} role={role}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
