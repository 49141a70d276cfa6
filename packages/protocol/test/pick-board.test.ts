import { describe, expect, it } from 'vitest';
import { daysOffLabel, startBandOf } from '../src';

describe('pick board words', () => {
  it('writes days off as a pick sheet does: a weekend pair as Sat-Sun', () => {
    expect(daysOffLabel(['Sun', 'Sat'])).toBe('Sat-Sun');
    expect(daysOffLabel(['Mon', 'Tue'])).toBe('Mon-Tue');
    expect(daysOffLabel(['Sun', 'Mon'])).toBe('Sun-Mon');
    expect(daysOffLabel(['Fri', 'Sat'])).toBe('Fri-Sat');
    expect(daysOffLabel(['Sun', 'Wed'])).toBe('Sun-Wed');
    expect(daysOffLabel(['Sat'])).toBe('Sat');
    expect(daysOffLabel([])).toBe('');
  });

  it('bands a start time by the hour it falls in, past midnight too', () => {
    expect(startBandOf(299)).toBe('EARLY');
    expect(startBandOf(300)).toBe('AM');
    expect(startBandOf(599)).toBe('AM');
    expect(startBandOf(600)).toBe('MIDDAY');
    expect(startBandOf(840)).toBe('PM');
    expect(startBandOf(1139)).toBe('PM');
    expect(startBandOf(1140)).toBe('NIGHT');
    expect(startBandOf(1440 + 30)).toBe('EARLY');
    expect(startBandOf(-30)).toBe('NIGHT');
  });
});
