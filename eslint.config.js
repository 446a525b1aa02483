// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Folder names directly under `dir`, read when the config loads, so new features are covered. */
const subfolders = (dir) => {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
};

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A relative import climbing out to a sibling folder `name` (optionally via `parent/`), e.g.
 * '../name/x', '../../name', '../../features/name'. It only looks at the text, so a folder inside a
 * feature that shares another feature's name would be a false positive: rename the folder.
 */
const climbsTo = (names, parent) => `^(\\.\\./)+(${escape(parent)}/)?(${names.map(escape).join('|')})(/|$)`;

/**
 * One `no-restricted-imports` block. ESLint does not merge a rule's options across blocks (the
 * last matching block wins), so each block carries the full list for its files.
 */
const restrict = (name, files, patterns) => ({
  name: `imports/${name}`,
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

// ---- apps/web and apps/admin: app -> features -> shared (components, lib, hooks, stores, config) ----
/**
 * The same layering for each browser app, plus its walls: neither imports the server, and the
 * player site and the back office never import each other (separate bundles; the player site
 * must not ship staff code).
 */
function browserAppBlocks(name, src, otherApp) {
  const features = subfolders(`${src}/features`);
  const walls = [
    {
      group: ['@lalebet/server', '@lalebet/server/*'],
      message: `The ${name} app talks to the server over HTTP only; share types through @lalebet/shared.`,
    },
    {
      group: [`@lalebet/${otherApp}`, `@lalebet/${otherApp}/*`],
      message: `apps/${name} must not import apps/${otherApp}: they are separate bundles; share through packages/shared.`,
    },
    {
      regex: `(^|/)apps/${otherApp}(/|$)`,
      message: `apps/${name} must not import apps/${otherApp}: they are separate bundles; share through packages/shared.`,
    },
  ];
  const noAppFromFeature = [
    {
      group: ['@/app', '@/app/*'],
      message: 'Features must not import from the app layer (app -> features -> shared).',
    },
    {
      regex: climbsTo(['app'], ''),
      message: 'Features must not import from the app layer (app -> features -> shared).',
    },
  ];
  const sharedMessage = `Shared ${name} code (components, lib, hooks, stores, config) must not import features or the app.`;
  return [
    restrict(`${name}-app`, [`${src}/app/**/*.{ts,tsx}`, `${src}/*.{ts,tsx}`], walls),
    ...features.map((feature) => {
      const others = features.filter((f) => f !== feature);
      const message = `features/${feature} must not import another feature; compose features in app/, or move shared code to components/, lib/ or hooks/.`;
      return restrict(
        `${name}-feature-${feature}`,
        [`${src}/features/${feature}/**/*.{ts,tsx}`],
        [
          ...walls,
          ...noAppFromFeature,
          // Any feature but this one, including features that do not exist yet.
          { regex: `^@/features/(?!${escape(feature)}(/|$))`, message },
          ...(others.length ? [{ regex: climbsTo(others, 'features'), message }] : []),
        ],
      );
    }),
    restrict(
      `${name}-shared`,
      ['components', 'lib', 'hooks', 'stores', 'config', 'locales'].map(
        (dir) => `${src}/${dir}/**/*.{ts,tsx}`,
      ),
      [
        ...walls,
        { group: ['@/features', '@/features/*', '@/app', '@/app/*'], message: sharedMessage },
        { regex: climbsTo(['features', 'app'], ''), message: sharedMessage },
      ],
    ),
  ];
}
const webBlocks = [
  ...browserAppBlocks('web', 'apps/web/src', 'admin'),
  ...browserAppBlocks('admin', 'apps/admin/src', 'web'),
];

// ---- apps/server: modules are islands; migrations are frozen in time ----
const SERVER = 'apps/server/src';
const serverModules = subfolders(`${SERVER}/modules`);
/**
 * Production code (modules, lib) never loads the demo seed or a simulator (ADR 017). Type-only
 * imports are erased before Node runs the file, so they are allowed; a module that needs a
 * simulator outside production loads it with a dynamic import().
 */
const noSeedOrSimulators = [
  {
    regex: '^(\\.\\./)+(db/seed|simulators)(/|$)',
    allowTypeImports: true,
    message:
      'modules/ and lib/ must not import db/seed/ or simulators/ (they are not loaded in production); ' +
      'move what production needs to lib/, or import() it outside production.',
  },
];
/**
 * infra/ and core/ may use db/'s client and helpers at run time (ADR 023), but migrations are run
 * by the migrator alone: a layer that imported one would tie today's code to a frozen file.
 */
const noMigrations = [
  {
    regex: '^(\\.\\./)+db/(migrations|migrate)(/|\\.ts$|$)',
    message: 'Only the migrator runs db/migrations/; use db/ for the client and its helpers.',
  },
];
/**
 * Tests and test kits may seed demo data or drive a simulator; they never run in production. A
 * helper only tests use is named `*.test-kit.ts` (or a folder's `test-kit.ts`) so that it is linted
 * as a test and `scripts/long-functions.ts` does not count it as product code.
 */
const TEST_FILES = ['**/*.test.ts', '**/test-kit.ts', '**/*.test-kit.ts'];
const serverBlocks = [
  ...serverModules.flatMap((mod) => {
    const others = serverModules.filter((m) => m !== mod);
    const islands = others.length
      ? [
          {
            regex: climbsTo(others, 'modules'),
            message: `modules/${mod} must not import another module's files; move what both need to core/ (shared domain code) or infra/ (an adapter), see docs/decisions/023-server-layers.md.`,
          },
        ]
      : [];
    const dir = `${SERVER}/modules/${mod}`;
    return [
      {
        ...restrict(`server-module-${mod}`, [`${dir}/**/*.ts`], [...noSeedOrSimulators, ...islands]),
        ignores: TEST_FILES,
      },
      restrict(
        `server-module-${mod}-tests`,
        TEST_FILES.map((f) => `${dir}/${f}`),
        islands,
      ),
    ];
  }),
  // Three layers under the modules (docs/decisions/023-server-layers.md): lib/ is pure (no
  // database, network or app state), infra/ adapts the outside world, core/ is the domain code
  // several modules share (ledger, accounts, bonus wallet). Each layer imports only those below.
  // infra/ and core/ may use db/'s client and helpers; only the migrator runs db/migrations/.
  {
    ...restrict(
      'server-lib',
      [`${SERVER}/lib/**/*.ts`],
      [
        ...noSeedOrSimulators,
        {
          regex: '^(\\.\\./)+(infra|core|db|modules|plugins)(/|$)',
          allowTypeImports: true,
          message: 'lib/ is pure: it must not import infra/, core/, db/, modules/ or plugins/.',
        },
      ],
    ),
    ignores: TEST_FILES,
  },
  {
    ...restrict(
      'server-infra',
      [`${SERVER}/infra/**/*.ts`],
      [
        ...noSeedOrSimulators,
        {
          regex: '^(\\.\\./)+(core|modules|plugins)(/|$)',
          allowTypeImports: true,
          message: 'infra/ adapts the outside world: it must not import core/, modules/ or plugins/.',
        },
        ...noMigrations,
      ],
    ),
    ignores: TEST_FILES,
  },
  {
    ...restrict(
      'server-core',
      [`${SERVER}/core/**/*.ts`],
      [
        ...noSeedOrSimulators,
        {
          regex: '^(\\.\\./)+(modules|plugins)(/|$)',
          allowTypeImports: true,
          message: 'core/ is shared domain code: it must not import modules/ or plugins/.',
        },
        ...noMigrations,
      ],
    ),
    ignores: TEST_FILES,
  },
  restrict(
    'server-migrations',
    [`${SERVER}/db/migrations/**/*.ts`],
    [
      {
        regex: '^(?!kysely$)',
        message: "Migrations are frozen in time: they may import only 'kysely', never app code.",
      },
    ],
  ),
];

// ---- apps/server/src/core/<domain>: a public surface, its index.ts ----
/**
 * Above core/ (modules, plugins, db, app.ts, simulators, tests, bench, scripts, e2e), code imports
 * a domain of core/ (ledger, accounts, protection...) through its index.ts, so a domain can
 * reorganise its files without touching its callers and a reader sees what it offers in one
 * place. Still reachable by path: `*.table.ts` (the schema db/database.ts assembles) and test
 * support (`test-kit.ts`, `testing/`). Inside core/, domains that depend on each other (accounts
 * and protection, bonus and protection) import files directly: two index.ts files would make an
 * import cycle. A separate rule from no-restricted-imports, whose blocks override each other.
 */
const CORE = `${SERVER}/core`;
const serverTop = fs
  .readdirSync(path.join(root, SERVER), { withFileTypes: true })
  .map((d) => `${SERVER}/${d.name}`)
  .filter((p) => p !== CORE);
const coreDomains = subfolders(CORE).filter((d) => fs.existsSync(path.join(root, CORE, d, 'index.ts')));
const domainBlocks = [
  {
    name: 'imports/server-core-domains',
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: coreDomains.map((domain) => ({
            target: [...serverTop, 'bench', 'scripts', 'e2e'],
            from: `${CORE}/${domain}`,
            except: [
              './index.ts',
              './test-kit.ts',
              './testing',
              ...fs
                .readdirSync(path.join(root, CORE, domain))
                .filter((f) => f.endsWith('.table.ts') || f.endsWith('.test-kit.ts'))
                .map((f) => `./${f}`),
            ],
            message: `Outside core/${domain}, import it through core/${domain}/index.ts.`,
          })),
        },
      ],
    },
  },
];

// ---- packages/shared: the contract, imported by both apps, imports neither ----
const sharedBlocks = [
  restrict(
    'shared-package',
    ['packages/shared/**/*.ts'],
    [
      {
        group: [
          '@lalebet/server',
          '@lalebet/server/*',
          '@lalebet/web',
          '@lalebet/web/*',
          '@lalebet/admin',
          '@lalebet/admin/*',
        ],
        message: 'packages/shared must not import from the apps.',
      },
      { regex: '(^|/)apps/', message: 'packages/shared must not import from the apps.' },
    ],
  ),
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/coverage/',
    'data/',
    'apps/server/media/',
    'docs/openapi.json',
    'e2e/.artifacts/',
    'bench/.results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project/base',
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-console': 'off',
    },
  },
  {
    // Type-aware checks: a promise nobody awaits loses its error, and a switch over a union must
    // say what happens to every member.
    name: 'project/type-aware',
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // An import cycle makes load order decide what is undefined at start-up; none is allowed.
    name: 'project/import-cycles',
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    name: 'project/migrations',
    // Kysely's documented migration signature is `up(db: Kysely<any>)`: a migration must not
    // depend on today's table types.
    files: [`${SERVER}/db/migrations/**/*.ts`, `${SERVER}/db/migrate.ts`],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    name: 'project/browser-apps',
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  ...webBlocks,
  ...serverBlocks,
  ...sharedBlocks,
  ...domainBlocks,
);
