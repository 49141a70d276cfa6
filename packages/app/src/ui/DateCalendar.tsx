// Loaded only when a date field opens: importing IonDatetime from @ionic/react would put the
// calendar into the shared Ionic chunk every screen loads at start-up (one module, one chunk).
import { defineCustomElement } from '@ionic/core/components/ion-datetime.js';
import { createElement, useEffect, useRef } from 'react';

defineCustomElement();

interface Props {
  /** ISO YYYY-MM-DD, or '' for none yet. */
  value: string;
  min?: string;
  max?: string;
  locale: string;
  /** Offers Clear. */
  optional: boolean;
  /** Done or Clear: the ISO day chosen, '' when cleared. */
  onChosen: (value: string) => void;
}

/** The ISO day an `ion-datetime` value names (it may carry a time). */
function dayOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, 10) : '';
}

/** Ionic's calendar of one month at a time, Sunday first, with Cancel and Done. */
export default function DateCalendar({ value, min, max, locale, optional, onChosen }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const calendar = ref.current;
    if (!calendar) return;
    const chosen = (event: Event) => onChosen(dayOf((event as CustomEvent<{ value?: unknown }>).detail.value));
    calendar.addEventListener('ionChange', chosen);
    return () => calendar.removeEventListener('ionChange', chosen);
  }, [onChosen]);
  // A defined custom element takes these as properties (React 19).
  return createElement('ion-datetime', {
    ref,
    presentation: 'date',
    locale,
    firstDayOfWeek: 0,
    value: value || undefined,
    min,
    max,
    showDefaultButtons: true,
    showClearButton: optional,
  });
}
