import { PICK_BOARD_TEXTS, PICK_ITEM_LABELS, type ServiceElements } from '@crewline/protocol';
import { packageFacts } from '../../domain/pick/package-facts';
import { formatDisplayDate } from '../../lib/date-format';

/** An item the wizard offers: what it is, a line about it, and why it cannot be added, if so. */
export interface Choosable {
  itemId: number;
  label: string;
  detail: string;
  /** Why it cannot be added (closed, full, restricted); undefined when it can. */
  refused?: string;
}

type Packages = ServiceElements<'mta_assignmentPackages'>['packages'];
type Weeks = ServiceElements<'mta_vacations'>['weeks'];
type Holidays = ServiceElements<'mta_holidays'>['holidays'];

/** The packages (as the search found them) not yet in the list; closed ones say who took them. */
export function choosablePackages(packages: Packages, listed: ReadonlySet<number>): Choosable[] {
  return packages
    .filter((p) => !listed.has(p.packageId))
    .map((p) => ({
      itemId: p.packageId,
      label: PICK_ITEM_LABELS.package(p.code),
      detail: p.projection ? `${packageFacts(p)} · ${PICK_BOARD_TEXTS.statuses[p.projection.status]}` : packageFacts(p),
      ...(p.seatsLeft === 0 ? { refused: `${PICK_BOARD_TEXTS.closed}: taken by ${p.takenBy.join(', ')}.` } : {}),
    }));
}

/** The weeks of the chosen month (all without one), not yet in the list; restricted and full ones refused. */
export function choosableWeeks(
  weeks: Weeks,
  month: string | undefined,
  listed: ReadonlySet<number>,
  language: string,
): Choosable[] {
  return weeks
    .filter((w) => !listed.has(w.itemId) && (month === undefined || w.weekStart.startsWith(month)))
    .map((w) => {
      const detail =
        w.slotsAtTurn === null
          ? `${w.slotsNow} of ${w.quota} places left`
          : `${w.slotsNow} of ${w.quota} places left · ${w.slotsAtTurn} projected at your turn`;
      const refused = w.restricted
        ? 'Restricted: it cannot be picked.'
        : w.slotsNow === 0
          ? 'Full: every place has been taken.'
          : undefined;
      return {
        itemId: w.itemId,
        label: PICK_ITEM_LABELS.vacationWeek(w.weekStart),
        detail: `${formatDisplayDate(w.weekStart, language)} · ${detail}`,
        ...(refused ? { refused } : {}),
      };
    });
}

/** The group's holidays not yet in the list; those with no place off left refused. */
export function choosableHolidays(holidays: Holidays, listed: ReadonlySet<number>): Choosable[] {
  return holidays
    .filter((h) => !listed.has(h.itemId))
    .map((h) => ({
      itemId: h.itemId,
      label: PICK_ITEM_LABELS.holiday(h.name, h.date),
      detail: `${h.offLeft} off ${h.offLeft === 1 ? 'place' : 'places'} left · ${h.mustWork} of ${h.members} must work`,
      ...(h.offLeft === 0 ? { refused: 'Full: no place off is left.' } : {}),
    }));
}
