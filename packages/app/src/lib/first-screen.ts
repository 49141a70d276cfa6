let shown: () => void = () => {};

/** Resolves once the app has drawn its first screen (see ui/boot-splash.ts). */
export const firstScreenShown: Promise<void> = new Promise<void>((resolve) => {
  shown = resolve;
});

export function markFirstScreenShown(): void {
  shown();
}
