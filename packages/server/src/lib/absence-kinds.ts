/** The kinds of absence the records hold, each with the pay code it is charged under. */
export const ABSENCE_PAY_CODE = {
  VACATION: 'VAC',
  HOLIDAY: 'HOL',
  SICK: 'SICK',
  PERSONAL: 'PERS',
  COMP: 'COMP',
  FMLA: 'FMLA',
  TRAINING: 'TRN',
} as const;

export type AbsenceKind = keyof typeof ABSENCE_PAY_CODE;

/** The kind of absence charged under a pay code (a bank's day off is its kind: PERS → PERSONAL). */
export function absenceKindOf(payCode: string): AbsenceKind | undefined {
  return (Object.keys(ABSENCE_PAY_CODE) as AbsenceKind[]).find((k) => ABSENCE_PAY_CODE[k] === payCode);
}
