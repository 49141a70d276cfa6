import { UNATTENDED_AFTER_MS } from '@crewline/protocol';

/** A touch, click, key or scroll wheel: the person is using the app. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

let lastActivity = Date.now();

/**
 * Notes every time the person touches, clicks, types or scrolls in `target`, so a call can tell
 * whether anybody is using the app. Returns the way to stop.
 */
export function watchUserActivity(target: EventTarget = window): () => void {
  const seen = () => {
    lastActivity = Date.now();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, seen, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, seen, { capture: true });
  };
}

/** Nobody has used the app for UNATTENDED_AFTER_MS: a call now is the app's own, not the person's. */
export function isUnattended(now = Date.now()): boolean {
  return now - lastActivity >= UNATTENDED_AFTER_MS;
}
