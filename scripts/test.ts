/**
 * `npm test`: every check CI runs, stopping at the first stage that fails:
 * (1) typecheck, lint, long functions, OpenAPI drift and the web and admin builds, side by side;
 * (2) the home bundle budget; (3) all Vitest projects (shared, server, docs, web, admin, then e2e).
 * Extra arguments go to `vitest run`. The first stage runs its checks together because each is
 * one process bound to one core and CI has two: run one after another they took about 6 minutes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunOptions, run, runBin } from './lib/proc.ts';
import { buildWeb } from './lib/web-build.ts';

/** A step running beside others pipes its output, printed in one piece when the step ends. */
type Step = { name: string; command: string; exec: (out: RunOptions) => Promise<number> };

const node =
  (script: string, ...args: string[]) =>
  (out: RunOptions) =>
    run(process.execPath, [script, ...args], out);
const bin = (pkg: string, args: string[], name?: string) => (out: RunOptions) =>
  runBin(pkg, args, { ...out, ...(name ? { name } : {}) });
const serverDbs = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL (TEST_DATABASE_URL)' : 'PGlite';

const stages: Step[][] = [
  [
    { name: 'typecheck', command: 'tsc -b', exec: bin('typescript', ['-b'], 'tsc') },
    {
      name: 'lint',
      command: 'eslint . --max-warnings=0 && prettier --check .',
      exec: async (out) =>
        (await bin('eslint', ['.', '--max-warnings=0'])(out)) ||
        bin('prettier', ['--check', '.', '--log-level', 'warn'])(out),
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
      exec: (out) =>
        buildWeb(out).then(
          () => 0,
          (err: Error) => (out.onOutput?.(Buffer.from(`${err.message}\n`)), 1),
        ),
    },
  ],
  [{ name: 'bundle budget', command: 'node scripts/check-bundle.ts', exec: node('scripts/check-bundle.ts') }],
  [
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
  ],
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
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs the steps of a stage together; resolves with the first non-zero exit code, or 0. */
async function runStage(stage: Step[]): Promise<number> {
  if (stage.length === 1) {
    const [step] = stage as [Step];
    console.log(`\n${bold(`▶ ${step.name}`)}  ${step.command}\n`);
    return step.exec({ stdio: 'inherit' });
  }
  console.log(`\n${bold(`▶ ${stage.map((s) => s.name).join(', ')}`)} (side by side)`);
  const codes = await Promise.all(
    stage.map(async (step) => {
      const started = Date.now();
      const chunks: Buffer[] = [];
      const code = await step.exec({ stdio: ['ignore', 'pipe', 'pipe'], onOutput: (c) => chunks.push(c) });
      const mark = code === 0 ? '✓' : '✗';
      console.log(`\n${bold(`${mark} ${step.name}`)}  ${step.command} (${seconds(started)})`);
      if (chunks.length > 0) process.stdout.write(Buffer.concat(chunks));
      return code;
    }),
  );
  return codes.find((c) => c !== 0) ?? 0;
}

for (const [i, stage] of stages.entries()) {
  const started = Date.now();
  const code = await runStage(stage);
  if (code !== 0) {
    console.error(`\n✗ stage ${i + 1} of ${stages.length} failed (exit ${code}); stopping here.`);
    process.exit(code);
  }
  // The last stage ends the run with its own summary line.
  if (i < stages.length - 1) console.log(`\n✓ stage ${i + 1} of ${stages.length} (${seconds(started)})`);
}
