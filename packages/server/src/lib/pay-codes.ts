import { HOLIDAY_PAY_CODE } from '@crewline/protocol';
import type { payCodes, quotas } from '../db/schema';

export type PayCodeRow = typeof payCodes.$inferInsert;

/** The agency's pay codes. Colours are light so dark text stays readable on them. */
export const PAY_CODES: readonly PayCodeRow[] = [
  { code: 'REG', description: 'Straight time', category: 'STRAIGHT', bank: null, color: '#cfe3fa', sortOrder: 1 },
  { code: 'TRN', description: 'Training', category: 'STRAIGHT', bank: null, color: '#d3efd9', sortOrder: 2 },
  {
    code: 'OT',
    description: 'Overtime (time and a half)',
    category: 'OVERTIME',
    bank: null,
    color: '#ffd9a8',
    sortOrder: 3,
  },
  {
    code: 'RDO',
    description: 'Day off worked (time and a half)',
    category: 'OVERTIME',
    bank: null,
    color: '#ffc48a',
    sortOrder: 4,
  },
  { code: 'NDIF', description: 'Night differential', category: 'PREMIUM', bank: null, color: '#e4d6f6', sortOrder: 5 },
  { code: 'SUN', description: 'Sunday premium', category: 'PREMIUM', bank: null, color: '#f6d5e7', sortOrder: 6 },
  // Also inserted by migration 0018, for databases seeded before it.
  {
    code: HOLIDAY_PAY_CODE,
    description: 'Holiday worked, paid',
    category: 'PREMIUM',
    bank: null,
    color: '#fbd9b5',
    sortOrder: 13,
  },
  { code: 'VAC', description: 'Vacation', category: 'LEAVE', bank: 'VAC', color: '#fff1a8', sortOrder: 7 },
  { code: 'HOL', description: 'Holiday', category: 'LEAVE', bank: 'HOL', color: '#ffe2c6', sortOrder: 8 },
  { code: 'SICK', description: 'Sick leave', category: 'LEAVE', bank: 'SICK', color: '#f7cfcf', sortOrder: 9 },
  { code: 'PERS', description: 'Personal leave', category: 'LEAVE', bank: 'PERS', color: '#cfeff2', sortOrder: 10 },
  { code: 'COMP', description: 'Compensatory time', category: 'LEAVE', bank: 'COMP', color: '#e3eac4', sortOrder: 11 },
  {
    code: 'FMLA',
    description: 'Family and medical leave (unpaid)',
    category: 'LEAVE',
    bank: null,
    color: '#e1e1e1',
    sortOrder: 12,
  },
];

export type QuotaRow = typeof quotas.$inferInsert;

/** Yearly limits on kinds of absence. */
export const QUOTAS: readonly QuotaRow[] = [
  { code: 'SICK', description: 'Sick days', allowanceDays: 12 },
  { code: 'PERS', description: 'Personal days', allowanceDays: 3 },
  { code: 'FMLA', description: 'Family and medical leave', allowanceDays: 60 },
];
