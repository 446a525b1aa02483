/**
 * `npm test`: every check CI runs, in order, stopping at the first failure:
 * typecheck, lint, OpenAPI drift, web and admin builds, home bundle budget, then all Vitest projects
 * (shared, server, web, admin, e2e). Extra arguments go to `vitest run`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, runBin } from './lib/proc.ts';
import { buildWeb } from './lib/web-build.ts';

type Step = { name: string; command: string; exec: () => Promise<number> };

const node =
  (script: string, ...args: string[]) =>
  () =>
    run(process.execPath, [script, ...args]);
const serverDbs = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL (TEST_DATABASE_URL)' : 'PGlite';

const steps: Step[] = [
  { name: 'typecheck', command: 'tsc -b', exec: () => runBin('typescript', ['-b'], { name: 'tsc' }) },
  {
    name: 'lint',
    command: 'eslint . --max-warnings=0 && prettier --check .',
    exec: async () =>
      (await runBin('eslint', ['.', '--max-warnings=0'])) ||
      runBin('prettier', ['--check', '.', '--log-level', 'warn']),
  },
  {
    name: 'long functions',
    command: 'node scripts/long-functions.ts',
    exec: node('scripts/long-functions.ts'),
  },
  {
    name: 'openapi',
    command: 'node scripts/openapi.ts --check',
    exec: node('scripts/openapi.ts', '--check'),
  },
  {
    name: 'web build',
    command: 'vite build (apps/web, apps/admin)',
    exec: () =>
      buildWeb().then(
        () => 0,
        (err: Error) => (console.error(err.message), 1),
      ),
  },
  { name: 'bundle budget', command: 'node scripts/check-bundle.ts', exec: node('scripts/check-bundle.ts') },
  {
    name: 'tests',
    command: `vitest run (server tests on ${serverDbs})`,
    exec: async () => {
      const code = await runBin('vitest', [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${RESULTS}`,
        ...process.argv.slice(2),
      ]);
      printSummary();
      return code;
    },
  },
];

const RESULTS = path.join(os.tmpdir(), `lalebet-vitest-${process.pid}.json`);

/** One plain closing line that any CI can read: "Tests: N passed, N failed, N skipped". */
function printSummary() {
  try {
    const r = JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    fs.rmSync(RESULTS, { force: true });
    console.log(
      `\nTests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`,
    );
  } catch {
    console.log('\nTests: 0 passed, 1 failed (no Vitest results were written)');
  }
}

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

for (const [i, step] of steps.entries()) {
  console.log(`\n${bold(`▶ [${i + 1}/${steps.length}] ${step.name}`)}  ${step.command}\n`);
  const started = Date.now();
  const code = await step.exec();
  if (code !== 0) {
    console.error(`\n✗ ${step.name} failed (exit ${code}); stopping here.`);
    process.exit(code);
  }
  // The last step ends the run with its own summary line.
  if (i < steps.length - 1) console.log(`\n✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
