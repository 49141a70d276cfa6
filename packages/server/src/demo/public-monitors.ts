/** The public bid monitors the demo agency has on: Flatbush's, names as the pick sheet posts them. */
export const DEMO_PUBLIC_MONITORS = [{ depotCode: 'FB', nameStyle: 'NAME' }] as const;
