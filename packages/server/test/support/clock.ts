/** A clock tests move by hand. */
export function testClock(start: string | Date) {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    minutes: (n: number) => n * 60_000,
  };
}

export type TestClock = ReturnType<typeof testClock>;
