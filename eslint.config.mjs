// Lint doubles as the runtime-boundary check: each folder may import only what runs where it runs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const NODE_BUILTINS = ['fs', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'net', 'url', 'util', 'stream', 'worker_threads', 'process'];
const nodeBuiltins = (message) => [
  { group: ['node:*'], message },
  ...NODE_BUILTINS.map((name) => ({ group: [name, `${name}/*`], message })),
];
// Issue 14: main/ and renderer/ reach rules only through the game-system interface
// (shared/systems/index.ts). Issue 36: the core's dice, character, mechanics and content folders
// are what editions compose, and an edition's own folder is its own: both are off limits there.
// The core's combat machine (shared/core/combat) is edition-neutral and stays open to them.
const COMPOSED = ['dice', 'character', 'mechanics', 'content'].flatMap((f) => [`**/shared/core/${f}`, `**/shared/core/${f}/**`]);
const EDITIONS = ['fs3.2', 'fs3.1', 'aresmush-3e', 'fading-suns-etkin'];
const editionBan = {
  group: [...COMPOSED, '**/shared/systems/*/**', ...EDITIONS.map((e) => `**/shared/systems/${e}`)],
  message: 'Reach rules through the game-system interface (shared/systems), never an edition\'s own modules or the parts editions compose.',
};
// Outside shared/systems/ no shared module names a specific edition (architecture §3.12).
const sharedEditionBan = {
  group: ['**/systems/*/**'],
  message: 'Only shared/systems/ names an edition: take the GameSystem (or its numbers) as an argument.',
};
// Issue 36: the shared core imports no edition, not the registry of editions, not the interface.
const coreBan = {
  group: ['**/systems', '**/systems/**'],
  message: 'shared/core is edition-neutral: it imports nothing of shared/systems; an edition passes its values in.',
};
// Issue 36: an edition never imports another edition (nor the registry, which lists them all);
// a default two editions need moves to shared/core under a neutral name.
const otherEditionBan = (own) => ({
  group: [...EDITIONS.filter((e) => e !== own).flatMap((e) => [`**/${e}`, `**/${e}/**`]), '**/registry', '**/systems/index', '../index', '../../index'],
  message: `An edition never imports another edition or the registry: move a shared default to shared/core under a neutral name.`,
});
const electronBan = { group: ['electron', 'electron/*', 'electron-store'], message: 'Only main/index.ts, main/electron/ and main/preload/ may import Electron.' };
// What no file of shared/ may import: it runs in main, in the renderer and in tests alike.
const sharedPurity = [
  ...nodeBuiltins('shared/ is pure: no Node built-ins (it runs in the renderer too).'),
  electronBan,
  { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', '@dnd-kit/*'], message: 'shared/ is pure: no React or UI libraries.' },
  { group: ['better-sqlite3'], message: 'shared/ is pure: SQL lives in main/core/db/repos.' },
  { group: ['**/main/**', '**/renderer/**'], message: 'shared/ imports only shared/.' },
];

export default tseslint.config(
  // .bench/: the benches' bundled copies of the app (test/bench/shipped.ts), kept while one is profiled.
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'coverage/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // One program for every linted file (tsconfig.eslint.json: all folders, with test's libs,
    // the union of the others') instead of one per folder's tsconfig: the project service built four overlapping
    // programs (test's holds everything), and the lint took 334 CPU-s instead of 236 (measured).
    // Each folder's own libs are still checked by `npm run typecheck`.
    languageOptions: { parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of string literals with an `as const` array, not enum.' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
      ],
    },
  },
  {
    files: ['**/*.mjs', '*.config.*', '**/*.config.*', 'build/**', 'renderer/env.d.ts'],
    rules: { 'no-restricted-syntax': 'off', '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { project: false }, globals: { console: 'readonly', process: 'readonly' } },
  },
  // Issue 23: the electron stand-in runs as CommonJS in the child Node that loads the built main.
  {
    files: ['test/helpers/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      sourceType: 'commonjs',
      parserOptions: { project: false },
      globals: { console: 'readonly', process: 'readonly', require: 'readonly', module: 'writable', __dirname: 'readonly', setImmediate: 'readonly', performance: 'readonly' },
    },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sharedPurity,
            sharedEditionBan,
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'localStorage', 'fetch', 'setTimeout', 'setInterval'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the injected Rng (shared/core/dice/rng.ts).' },
        { object: 'Date', property: 'now', message: 'No clock in shared/: pass the time in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of string literals with an `as const` array, not enum.' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock in shared/: pass the time in.' },
      ],
    },
  },
  {
    // The interface (shared/systems/*.ts) may name the editions it registers.
    files: ['shared/systems/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...sharedPurity] }] },
  },
  ...EDITIONS.map((edition) => ({
    files: [`shared/systems/${edition}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...sharedPurity, otherEditionBan(edition)] }] },
  })),
  {
    files: ['shared/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...sharedPurity, coreBan] }] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...nodeBuiltins('The renderer runs in a sandboxed page: reach main through the contract.'),
            electronBan,
            { group: ['better-sqlite3'], message: 'The renderer reaches the database through the contract.' },
            { group: ['**/main/**', '#main/*'], message: 'renderer/ may not import from main/: use the contract client.' },
            editionBan,
          ],
        },
      ],
    },
  },
  {
    files: ['main/core/**/*.ts', 'main/http/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [electronBan, editionBan, { group: ['**/renderer/**'], message: 'main/ never imports the renderer.' }] }] },
  },
  {
    files: ['main/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!.*shared/ipc/names$).*shared/', message: 'The sandboxed preload imports only shared/ipc/names (zod-free).' }, { group: ['zod', '**/main/core/**'], message: 'The preload stays a doorway: no schemas, no logic.' }] },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx,mts}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
