// The one-way import rules (docs/adding-a-screen.md, docs/adding-a-service.md). `npm run check`
// runs them; a violation fails the check.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Imports run one way: no module reaches itself again through its imports (lazy imports included).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-not-to-app',
      severity: 'error',
      comment:
        'A feature never imports the app shell, only its two leaves: app/paths.ts (the paths) and app/route.types.ts (the shape of its routes). The service client and query helpers live in api/.',
      from: { path: '^packages/app/src/features/' },
      to: { path: '^packages/app/src/app/', pathNot: '^packages/app/src/app/(paths|route[.]types)[.]ts$' },
    },
    {
      name: 'app-leaves-stay-leaves',
      severity: 'error',
      comment:
        'app/paths.ts imports nothing of ours and app/route.types.ts only the lazy-screen type, so a feature importing them never reaches the shell.',
      from: { path: '^packages/app/src/app/(paths|route[.]types)[.]ts$' },
      to: { path: '^packages/app/src/', pathNot: '^packages/app/src/lib/lazy-screen[.]ts$' },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment: 'A feature never imports another feature: what two features share moves to ui/, lib/ or api/.',
      from: { path: '^packages/app/src/features/([^/]+)/' },
      to: { path: '^packages/app/src/features/', pathNot: '^packages/app/src/features/$1/' },
    },
    {
      name: 'shared-not-to-features',
      severity: 'error',
      comment: 'ui/, lib/, api/, session/ and platform/ serve the features; they never import one.',
      from: { path: '^packages/app/src/(ui|lib|api|session|platform)/' },
      to: { path: '^packages/app/src/(features|app)/' },
    },
    {
      name: 'native-only-in-platform',
      severity: 'error',
      comment: 'Only src/platform/ talks to Capacitor or Electron.',
      from: { path: '^packages/app/src/', pathNot: '^packages/app/src/platform/' },
      to: { path: '(^|/)node_modules/(@capacitor/|@capacitor-community/|electron)' },
    },
    {
      name: 'journeys-on-the-journey-clock',
      severity: 'error',
      comment:
        "A journey takes Playwright from e2e/support/test.ts, whose pages read the journeys' clock (E2E_AS_OF): a page on the real clock would count days the server does not.",
      from: { path: '^packages/app/e2e/[^/]+[.]spec[.]ts$' },
      to: { path: '(^|/)node_modules/@playwright/test/' },
    },
    {
      name: 'server-core-not-to-modules',
      severity: 'error',
      comment: 'exec/, lib/ and db/ are the frame the modules hang in; they never import a module.',
      from: { path: '^packages/server/src/(exec|lib|db)/' },
      to: { path: '^packages/server/src/modules/' },
    },
    {
      name: 'protocol-stands-alone',
      severity: 'error',
      comment: 'The wire contract imports no other package of ours.',
      from: { path: '^packages/protocol/src/' },
      to: { path: '^packages/(server|app|desktop)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Our packages' build output and native projects; not node_modules/*/dist, where most packages
    // (Capacitor's and Ionic's among them) keep their code: excluding those hid every import of them.
    exclude: { path: '^packages/[^/]+/(dist|android|ios)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
