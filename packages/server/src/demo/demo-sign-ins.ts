import { BUS_OPERATOR } from './agency';
import type { DemoPerson } from './demo-person';
import { OFFICE_SIGN_INS } from './office-sign-ins';
import { Random } from './random';

/** The password of every demo sign-in (docs/architecture.md#demo-sign-ins). */
export const DEMO_PASSWORD = 'transit-demo';

export interface DemoSignIn extends DemoPerson {
  /** Days from `today`; a range is drawn from the seed. */
  passwordExpiresIn: number | readonly [number, number];
  hasUpcomingMedical: boolean;
  /** Whole years of service; drawn like everyone's when absent. Places them mid-list in their pick. */
  serviceYears?: number;
  secondFactor: boolean;
}

export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  {
    passId: '100001',
    firstName: 'Maria',
    lastName: 'Delgado',
    department: 'DOB',
    subdivision: 'BUS OPERATIONS',
    title: BUS_OPERATOR,
    titleClass: 'FT',
    depotCode: 'FB',
    passwordExpiresIn: 10,
    hasUpcomingMedical: false,
    serviceYears: 14,
    secondFactor: false,
    description: 'DOB bus operator: upcoming pick; password expires in 10 days',
  },
  {
    passId: '100002',
    firstName: 'James',
    lastName: 'Okafor',
    department: 'DOB',
    subdivision: 'BUS OPERATIONS',
    title: BUS_OPERATOR,
    titleClass: 'FT',
    depotCode: 'JG',
    passwordExpiresIn: [60, 90],
    hasUpcomingMedical: false,
    serviceYears: 8,
    secondFactor: true,
    description: 'DOB bus operator: second factor required (TOTP); upcoming pick',
  },
  {
    passId: '100003',
    firstName: 'Linda',
    lastName: 'Chen',
    department: 'DOB',
    subdivision: 'BUS MAINTENANCE',
    title: 'Bus Maintainer',
    titleClass: 'HR',
    depotCode: 'ENY',
    passwordExpiresIn: 0,
    hasUpcomingMedical: false,
    secondFactor: false,
    description: 'DOB bus maintainer: no upcoming pick; password expires today',
  },
  {
    passId: '200001',
    firstName: 'Robert',
    lastName: 'Marino',
    department: 'RTO',
    subdivision: 'SUBWAY',
    title: 'Train Operator',
    titleClass: 'FT',
    depotCode: 'CIY',
    passwordExpiresIn: [60, 90],
    hasUpcomingMedical: true,
    serviceYears: 12,
    secondFactor: false,
    description: 'RTO train operator: RTO menu, OT availability, RTO pick board, My Time; upcoming medical',
  },
  {
    passId: '200002',
    firstName: 'Angela',
    lastName: 'Brooks',
    department: 'RTO',
    subdivision: 'SUBWAY',
    title: 'Conductor',
    titleClass: 'HR',
    depotCode: '207',
    passwordExpiresIn: [60, 90],
    hasUpcomingMedical: false,
    secondFactor: false,
    description: 'RTO conductor, class HR: also VR Preferences',
  },
  {
    passId: '300001',
    firstName: 'Kevin',
    lastName: "O'Shea",
    department: 'RTO',
    subdivision: 'SIRTOA',
    title: 'Train Operator',
    titleClass: 'FT',
    depotCode: 'SG',
    passwordExpiresIn: [60, 90],
    hasUpcomingMedical: false,
    secondFactor: false,
    description: 'RTO Staten Island Railway (SIRTOA): no OT availability, no RTO pick board',
  },
];

/** Every demo sign-in, the employees' then the pick office's: what `npm start` lists and production refuses. */
export const ALL_DEMO_SIGN_INS: readonly Pick<DemoSignIn, 'passId' | 'description'>[] = [
  ...DEMO_SIGN_INS,
  ...OFFICE_SIGN_INS,
];

/** The demo sign-ins that need a second factor. */
export const DEMO_SECOND_FACTOR_PASS_IDS: readonly string[] = [
  ...DEMO_SIGN_INS.filter((d) => d.secondFactor).map((d) => d.passId),
  ...OFFICE_SIGN_INS.map((d) => d.passId),
];

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * A demo sign-in's TOTP secret (base32, 160 bits) for a seed, so `npm start` can print it; 100002's
 * by default. Each sign-in has its own (100002's derivation is the one it always had).
 */
export function demoTotpSecret(seed: number, passId = '100002'): string {
  return base32(Random.derive(seed, passId === '100002' ? 'totp' : `totp:${passId}`).bytes(20));
}
