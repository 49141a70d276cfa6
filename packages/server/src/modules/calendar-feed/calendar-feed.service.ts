import {
  addDays,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  calendarFeedUrl,
  type ServiceElements,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import type { SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { randomSecret, sha256 } from '../../lib/secrets';
import { loadSchedule } from '../scheduled-assignments';
import { buildFeed } from './calendar-feed.ics';
import { deleteFeed, findFeed, findFeedOwner, markFetched, putFeed } from './calendar-feed.repository';

export async function calendarFeedStatus({
  db,
  session,
}: SignedInContext): Promise<ServiceElements<'mta_calendarFeed'>> {
  const feed = await findFeed(db, session.passId);
  return {
    active: feed !== undefined,
    createdAt: feed?.createdAt.toISOString() ?? null,
    lastFetchedAt: feed?.lastFetchedAt?.toISOString() ?? null,
  };
}

/**
 * A new secret link for the employee, replacing any earlier one. The token is answered this
 * once and only its hash is kept, like session tickets.
 */
export async function renewCalendarFeed({
  db,
  session,
  now,
  origin,
}: SignedInContext): Promise<ServiceElements<'mta_calendarFeedRenew'>> {
  const token = randomSecret();
  await putFeed(db, session.passId, sha256(token), now);
  return { url: calendarFeedUrl(origin, token), createdAt: now.toISOString() };
}

export async function revokeCalendarFeed({
  db,
  session,
}: SignedInContext): Promise<ServiceElements<'mta_calendarFeedRevoke'>> {
  return { revoked: await deleteFeed(db, session.passId) };
}

/**
 * The iCalendar stream a feed token opens: the owner's scheduled days from
 * CALENDAR_FEED_DAYS_BACK before the agency's today to CALENDAR_FEED_DAYS_AHEAD after it.
 * Undefined for a token that opens nothing (unknown, replaced or revoked).
 */
export async function calendarFeedFor(db: Db, token: string, now: Date, timeZone: string) {
  const tokenHash = sha256(token);
  const owner = await findFeedOwner(db, tokenHash);
  if (!owner) return undefined;
  const today = localIsoDate(now, timeZone);
  const days = await loadSchedule(
    db,
    owner,
    addDays(today, -CALENDAR_FEED_DAYS_BACK),
    addDays(today, CALENDAR_FEED_DAYS_AHEAD),
  );
  await markFetched(db, tokenHash, now);
  return buildFeed({ days, timeZone, now, uidKey: sha256(`calendar-feed:${owner.passId}`).slice(0, 16) });
}
