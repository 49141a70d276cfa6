import { PICK_ITEM_LABELS } from '@crewline/protocol';

/** What names an item of a round in words: a package, a vacation week, a holiday, a relief bid. */
export type LabelParts =
  | { kind: 'package'; code: string }
  | { kind: 'vacationWeek'; weekStart: string }
  | { kind: 'holiday'; name: string; date: string }
  | { kind: 'vrBid'; job: string; firstWeek: string; weeks: number };

export function itemLabel(parts: LabelParts): string {
  switch (parts.kind) {
    case 'package':
      return PICK_ITEM_LABELS.package(parts.code);
    case 'vacationWeek':
      return PICK_ITEM_LABELS.vacationWeek(parts.weekStart);
    case 'holiday':
      return PICK_ITEM_LABELS.holiday(parts.name, parts.date);
    case 'vrBid':
      return PICK_ITEM_LABELS.vrBid(parts.job, parts.firstWeek, parts.weeks);
  }
}
