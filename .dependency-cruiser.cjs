// The one-way import rules (docs/adding-a-screen.md, docs/adding-a-service.md). `npm run check`
// runs them; a violation fails the check.
/** The app's layers named, and its entry files (src/main.tsx, src/start.tsx), which sit on top with app/. */
const layersAbove = (...layers) => `^packages/app/src/((${layers.join('|')})/|[^/]+$)`;

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
    // The app's layers, lowest first (docs/adding-a-screen.md#layers): lib → ui → platform →
    // session → api → domain → features → app (main.tsx and start.tsx, at src/'s root, are the
    // top with app/). One rule per layer: it imports nothing of a layer above it.
    {
      name: 'lib-is-the-floor',
      severity: 'error',
      comment: 'lib/ imports only lib/: plain helpers, the route paths and the error type, which every layer may use.',
      from: { path: '^packages/app/src/lib/' },
      to: { path: '^packages/app/src/', pathNot: '^packages/app/src/lib/' },
    },
    {
      name: 'ui-kit-on-lib-only',
      severity: 'error',
      comment:
        'ui/ is a kit of screen pieces: it imports only lib/, never the platform, the session, the services or the pick.',
      from: { path: '^packages/app/src/ui/' },
      to: { path: '^packages/app/src/', pathNot: '^packages/app/src/(ui|lib)/' },
    },
    {
      name: 'platform-under-session',
      severity: 'error',
      comment:
        'platform/ (the device: Capacitor, Electron, the browser) imports only ui/ and lib/; it knows no session.',
      from: { path: '^packages/app/src/platform/' },
      to: { path: layersAbove('session', 'api', 'domain', 'features', 'app') },
    },
    {
      name: 'session-under-api',
      severity: 'error',
      comment:
        'session/ (who is signed in, the environment, the agency clock) imports only platform/, ui/ and lib/; the service client sits above it and reads the session.',
      from: { path: '^packages/app/src/session/' },
      to: { path: layersAbove('api', 'domain', 'features', 'app') },
    },
    {
      name: 'api-under-domain',
      severity: 'error',
      comment:
        'api/ (the service client, queries, call feedback) never imports the shared domain, a feature or the shell.',
      from: { path: '^packages/app/src/api/' },
      to: { path: layersAbove('domain', 'features', 'app') },
    },
    {
      name: 'domain-under-features',
      severity: 'error',
      comment:
        'domain/ (what several features share: the pick, the profile, the welcome message, the update notice) serves the features; it never imports one, nor the shell.',
      from: { path: '^packages/app/src/domain/' },
      to: { path: layersAbove('features', 'app') },
    },
    {
      name: 'feature-not-to-app',
      severity: 'error',
      comment:
        'A feature never imports the app shell: the paths and the shape of a route are lib/ leaves (lib/paths.ts, lib/route.types.ts).',
      from: { path: '^packages/app/src/features/' },
      to: { path: layersAbove('app') },
    },
    {
      name: 'route-leaves-stay-leaves',
      severity: 'error',
      comment:
        'lib/paths.ts imports nothing of ours and lib/route.types.ts only the lazy-screen type, so a feature, a test or a journey naming a path loads nothing else.',
      from: { path: '^packages/app/src/lib/(paths|route[.]types)[.]ts$' },
      to: { path: '^packages/app/src/', pathNot: '^packages/app/src/lib/lazy-screen[.]ts$' },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment: 'A feature never imports another feature: what two features share moves to domain/, ui/, lib/ or api/.',
      from: { path: '^packages/app/src/features/([^/]+)/' },
      to: { path: '^packages/app/src/features/', pathNot: '^packages/app/src/features/$1/' },
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
      name: 'module-through-its-face',
      severity: 'error',
      comment:
        'A server module imports another only through its face, modules/<area>/index.ts: never its repository or any other file of it (docs/architecture.md#the-server).',
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        path: '^packages/server/src/modules/',
        pathNot: ['^packages/server/src/modules/$1/', '^packages/server/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'server-through-faces',
      severity: 'error',
      comment: 'The rest of the server (app.ts, main.ts, demo/, mocks/ …) reaches a module only through its face.',
      from: { path: '^packages/server/src/', pathNot: '^packages/server/src/modules/' },
      to: { path: '^packages/server/src/modules/[^/]+/.', pathNot: '^packages/server/src/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'sql-in-repositories',
      severity: 'error',
      comment:
        "A module's SQL is in its repository files (*.repository.ts, docs/architecture.md#the-server): no other file of a module takes drizzle's query builders or sql`` (drizzle-orm), a table (db/schema) or a bulk writer (db/bulk-insert, db/prepared) other than as a type; it calls a repository, passing its transaction.",
      from: { path: '^packages/server/src/modules/', pathNot: '[.]repository[.]ts$' },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^packages/server/src/db/(schema|bulk-insert|prepared)([.]ts$|/)'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'pick-engine-pure',
      severity: 'error',
      comment:
        'The pick engine is pure and deterministic (docs/pick.md#the-engine): it imports only @crewline/protocol, node:* and its own files.',
      from: { path: '^packages/server/src/modules/pick/engine/' },
      to: {
        pathNot: ['^packages/server/src/modules/pick/engine/', '^packages/protocol/src/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'demo-not-in-production',
      severity: 'error',
      comment:
        "The demo generator (src/demo/) is imported only by the seed command (its own cli.ts), npm start's start-up (main.ts seeds an empty database, startup-banner.ts names the demo sign-ins), the mock-file writer (mocks/), the agency command's sample (commands/agency.ts: the demo agency exported), production.ts (which refuses a database still holding the demo's sign-ins with the demo password) and tests: never by a module, the pipeline or anything that serves requests.",
      from: {
        path: '^packages/server/src/',
        pathNot: [
          '^packages/server/src/demo/',
          '^packages/server/src/main[.]ts$',
          '^packages/server/src/startup-banner[.]ts$',
          '^packages/server/src/mocks/',
          '^packages/server/src/commands/agency[.]ts$',
          '^packages/server/src/production[.]ts$',
        ],
      },
      to: { path: '^packages/server/src/demo/' },
    },
    {
      name: 'leave-below-my-time',
      severity: 'error',
      comment:
        "My Time's requests are charged to leave banks, so my-time imports leave; leave never imports my-time (the loop they made is broken).",
      from: { path: '^packages/server/src/modules/leave/' },
      to: { path: '^packages/server/src/modules/my-time/' },
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
