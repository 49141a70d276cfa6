import { IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface Slide {
  key: string;
  /** What a screen reader announces for the slide, e.g. "Current job FB-121". */
  label: string;
  content: ReactNode;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Slides side by side in a CSS scroll-snap track: swipe on a phone, previous / next buttons
 * and the arrow keys everywhere, "n of m" announced as it changes.
 */
export default function JobCarousel({
  label,
  slides,
  startIndex = 0,
}: {
  label: string;
  slides: readonly Slide[];
  startIndex?: number;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(startIndex);
  const trackId = useId();
  const last = slides.length - 1;

  // Open at the chosen slide, before the first paint of the track matters to anyone.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const frame = requestAnimationFrame(() => {
      el.scrollLeft = startIndex * el.clientWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [startIndex]);

  const goTo = (target: number) => {
    const el = track.current;
    if (!el) return;
    const i = Math.max(0, Math.min(last, target));
    el.scrollTo({ left: i * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    setIndex(i);
  };

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.max(0, Math.min(last, Math.round(el.scrollLeft / el.clientWidth))));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    goTo(target);
  };

  if (slides.length <= 1) {
    return (
      <section aria-label={label}>
        {slides.map((slide) => (
          <div key={slide.key}>{slide.content}</div>
        ))}
      </section>
    );
  }

  return (
    <section className="job-carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="job-carousel__controls">
        <button
          type="button"
          className="job-carousel__button"
          aria-controls={trackId}
          aria-label="Previous job"
          aria-disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          <IonIcon aria-hidden="true" icon={chevronBackOutline} />
        </button>
        <p className="job-carousel__position" aria-live="polite">
          {index + 1} of {slides.length}
        </p>
        <button
          type="button"
          className="job-carousel__button"
          aria-controls={trackId}
          aria-label="Next job"
          aria-disabled={index === last}
          onClick={() => goTo(index + 1)}
        >
          <IonIcon aria-hidden="true" icon={chevronForwardOutline} />
        </button>
      </div>
      <ul
        id={trackId}
        ref={track}
        className="job-carousel__track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus for keyboard users
        tabIndex={0}
        aria-label={`${label}: use the arrow keys to move between jobs`}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {slides.map((slide, i) => (
          <li
            key={slide.key}
            className="job-carousel__slide"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.label}`}
          >
            {slide.content}
          </li>
        ))}
      </ul>
    </section>
  );
}
