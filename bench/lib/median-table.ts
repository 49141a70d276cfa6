import type { Figures } from './run';

export interface Round {
  /** The bare route, measured at the start of the round. */
  bare: Figures;
  calls: Figures[];
}

/** The middle value (the mean of the two middle ones of an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * One line per call: the median over the rounds of its req/s, of its ratio to the bare route of
 * the same round, of its p50 and p99 and of the CPU per call of each measured process group;
 * failures (errors, non-2xx, refusals) summed over all rounds.
 */
export function printMedianTable(rounds: Round[]): void {
  const groups = Object.keys(rounds[0]?.calls[0]?.cpuPerCall ?? {});
  const cpuHeads = groups.map((g) => `${g} CPU µs/call`);
  const head = ['call', 'req/s', 'ratio to bare', 'p50 ms', 'p99 ms', ...cpuHeads, 'failures', 'ratios per round'];
  const names = rounds[0]?.calls.map((c) => c.name) ?? [];
  const cpuOf = (figures: Figures[]) => groups.map((g) => String(median(figures.map((f) => f.cpuPerCall[g] ?? 0))));
  const lines: string[][] = [
    [
      'bare route',
      String(median(rounds.map((r) => r.bare.rps))),
      '1.00',
      String(median(rounds.map((r) => r.bare.p50))),
      String(median(rounds.map((r) => r.bare.p99))),
      ...groups.map(() => '—'),
      String(rounds.reduce((n, r) => n + r.bare.errors + r.bare.non2xx, 0)),
      '',
    ],
  ];
  for (const name of names) {
    const of = rounds.map((r) => ({ call: r.calls.find((c) => c.name === name) as Figures, bare: r.bare }));
    const ratios = of.map(({ call, bare }) => call.rps / bare.rps);
    lines.push([
      name,
      String(median(of.map(({ call }) => call.rps))),
      median(ratios).toFixed(2),
      String(median(of.map(({ call }) => call.p50))),
      String(median(of.map(({ call }) => call.p99))),
      ...cpuOf(of.map(({ call }) => call)),
      String(of.reduce((n, { call }) => n + call.errors + call.non2xx + call.refused, 0)),
      ratios.map((x) => x.toFixed(2)).join(' '),
    ]);
  }
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
  console.log(fmt(head));
  for (const l of lines) console.log(fmt(l));
}
