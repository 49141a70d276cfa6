// The pick board's package list (a depot's ~250 packages, read a page at a time, virtualised;
// every page read first) scrolled top to bottom in
// Chromium on a phone-sized screen, frame by frame: the time between animation frames while the
// list scrolls a fixed distance each frame. Baseline in the same run: the same number of plain
// rows of the same height in a plain page, scrolled the same way. Figures: frames, frames over
// 1.5 × the display's frame time (dropped), p95 frame time, and from a Chromium performance
// trace of each scroll the frames its compositor presented and dropped; median of BENCH_ROUNDS
// (default 5).
// Needs the built app (npm run build); seeds its own demo agency in BENCH_DATA_DIR.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { root, startProcess } from './lib/run';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = 8198;
const base = `http://127.0.0.1:${PORT}`;
const STEP = 24;
const ROW = 84;

if (!existsSync(`${root}packages/app/dist/index.html`)) throw new Error('build the app first: npm run build');

interface Frames {
  frames: number;
  dropped: number;
  p95: number;
  /** From Chromium's own trace of the scroll: frames it presented, and those it dropped. */
  traced: { presented: number; dropped: number };
}

/**
 * Scrolls `selector` by STEP pixels a frame to its end, timing each frame in the page. Sent as
 * source text: the bench runs through tsx, whose helpers would not exist in the page.
 */
function scrollFrames(page: Page, selector: string): Promise<Omit<Frames, 'traced'>> {
  return page.evaluate(`new Promise((resolve) => {
    const el = document.querySelector(${JSON.stringify(selector)});
    el.scrollTop = 0;
    const times = [];
    let last = performance.now();
    const tick = (now) => {
      times.push(now - last);
      last = now;
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) {
        const sorted = times.slice(1).sort((a, b) => a - b);
        const frame = sorted[Math.floor(sorted.length / 2)] || 16.7;
        resolve({
          frames: sorted.length,
          dropped: sorted.filter((t) => t > frame * 1.5).length,
          p95: sorted[Math.floor(sorted.length * 0.95)] || 0,
        });
        return;
      }
      el.scrollTop += ${STEP};
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`) as Promise<Omit<Frames, 'traced'>>;
}

/**
 * Runs the scroll under a Chromium performance trace and counts the frames its compositor
 * reports (PipelineReporter, one per frame sequence): presented, and dropped.
 */
async function traced(browser: Browser, page: Page, scroll: () => Promise<Omit<Frames, 'traced'>>): Promise<Frames> {
  await browser.startTracing(page, { categories: ['cc', 'benchmark', 'disabled-by-default-devtools.timeline.frame'] });
  const frames = await scroll();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      args?: { frame_reporter?: { state?: string; frame_sequence?: number } };
    }[];
  };
  const states = new Map<number, Set<string>>();
  for (const e of trace.traceEvents) {
    const report = e.name === 'PipelineReporter' && e.ph === 'b' ? e.args?.frame_reporter : undefined;
    if (report?.frame_sequence === undefined || report.state === undefined) continue;
    const seen = states.get(report.frame_sequence) ?? new Set<string>();
    seen.add(report.state);
    states.set(report.frame_sequence, seen);
  }
  const all = [...states.values()];
  return {
    ...frames,
    traced: {
      presented: all.filter((s) => [...s].some((x) => x.startsWith('STATE_PRESENTED'))).length,
      dropped: all.filter((s) => s.has('STATE_DROPPED')).length,
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/crewline-bench-scroll';
const server = await startProcess(
  'packages/server/src/main.ts',
  { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' },
  `${base}/gateway/east/mta_getEnvironments?version=2.5.1`,
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto(base);
  await page.getByLabel('Pass ID').fill('100001');
  await page.getByLabel('Password', { exact: true }).fill('transit-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('ion-menu ion-item').filter({ hasText: 'Pick Board' }).click();
  await page.getByRole('button', { name: 'Packages' }).click();
  await page.locator('.board-scroller li').first().waitFor();
  const count = await page.locator('.board-scroller li').first().getAttribute('aria-setsize');
  // The list reads a page at a time as it nears its end: every page is read before the frames are timed.
  const scroller = page.locator('.board-scroller');
  const lastRow = page.locator(`.board-scroller li[aria-posinset="${count}"]`);
  for (let tries = 0; (await lastRow.count()) === 0; tries++) {
    if (tries === 100) throw new Error('the package list did not read its last page');
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(100);
  }
  console.log(`package list: ${count} packages; ${ROUNDS} rounds; phone screen 390 × 844`);

  // The baseline: as many plain rows of the same height, in a plain page.
  const plain = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await plain.setContent(
    `<div id="s" style="height:800px;overflow-y:auto">${Array.from(
      { length: Number(count) },
      (_, i) => `<div style="height:${ROW - 8}px;margin-bottom:8px;background:#fff">Package ${i}</div>`,
    ).join('')}</div>`,
  );

  const board: Frames[] = [];
  const baseline: Frames[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    baseline.push(await traced(browser, plain, () => scrollFrames(plain, '#s')));
    board.push(await traced(browser, page, () => scrollFrames(page, '.board-scroller')));
  }
  const row = (name: string, xs: Frames[]) =>
    `${name.padEnd(26)} frames ${String(median(xs.map((x) => x.frames))).padStart(4)}  dropped ${String(
      median(xs.map((x) => x.dropped)),
    ).padStart(3)}  p95 ${median(xs.map((x) => x.p95)).toFixed(1)} ms  trace: presented ${median(
      xs.map((x) => x.traced.presented),
    )}, dropped ${median(xs.map((x) => x.traced.dropped))}`;
  console.log(row('plain rows (baseline)', baseline));
  console.log(row('virtualised package list', board));
  console.log(
    `p95 frame time ratio to the baseline: ${(median(board.map((x) => x.p95)) / median(baseline.map((x) => x.p95))).toFixed(2)}`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
