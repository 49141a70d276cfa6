import { formatMinutes } from './service-time';

/** When in the day a package's work starts, for the board's search. */
export const START_BANDS = ['EARLY', 'AM', 'MIDDAY', 'PM', 'NIGHT'] as const;
export type StartBand = (typeof START_BANDS)[number];

/** Where each band begins, in minutes after midnight; each ends where the next begins. */
const BAND_FROM: Readonly<Record<StartBand, number>> = { EARLY: 0, AM: 300, MIDDAY: 600, PM: 840, NIGHT: 1140 };
const BAND_NAMES: Readonly<Record<StartBand, string>> = {
  EARLY: 'Early',
  AM: 'Morning',
  MIDDAY: 'Midday',
  PM: 'Afternoon',
  NIGHT: 'Night',
};

/** The band of a start time in minutes after midnight. */
export function startBandOf(startMinutes: number): StartBand {
  const m = ((startMinutes % 1440) + 1440) % 1440;
  let band: StartBand = 'EARLY';
  for (const b of START_BANDS) if (m >= BAND_FROM[b]) band = b;
  return band;
}

/** A band named with its times as the board writes times: 'Morning (05:00A–09:59A)'. */
function bandLabel(band: StartBand, i: number): string {
  const next = START_BANDS[i + 1];
  if (i === 0 && next) return `${BAND_NAMES[band]} (before ${formatMinutes(BAND_FROM[next])})`;
  if (!next) return `${BAND_NAMES[band]} (${formatMinutes(BAND_FROM[band])} and later)`;
  return `${BAND_NAMES[band]} (${formatMinutes(BAND_FROM[band])}–${formatMinutes(BAND_FROM[next] - 1)})`;
}

export const START_BAND_LABELS = Object.fromEntries(START_BANDS.map((b, i) => [b, bandLabel(b, i)])) as Readonly<
  Record<StartBand, string>
>;
