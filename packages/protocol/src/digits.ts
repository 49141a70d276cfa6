/** A number as at least two digits ('7' → '07'), as dates and clock times are written. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');
