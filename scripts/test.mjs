import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { summarize } from './test-summary.mjs';

/**
 * `npm test`: type checks, lint and format, unit and API tests, then the browser tests against a
 * freshly built app. Every step runs even when an earlier one fails, so one run shows everything.
 */
const REPORTS = 'test-results';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const failures = [];
const timings = [];
/** CPU seconds used by this process's finished children (Linux; 0 elsewhere). */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After the name come fields 3 on: cutime (16) and cstime (17), in ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
function step(name, command) {
  console.log(`\n▶ ${name}: ${command}`);
  const [started, cpu] = [performance.now(), childCpuSeconds()];
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  timings.push({ name, wall: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpu });
  if (status !== 0) failures.push(name);
  return status === 0;
}
const vitest = (projects, report) =>
  `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile=${REPORTS}/${report}.json`;

step('type check', 'npm run typecheck');
step('lint', 'npx eslint . --max-warnings 0');
step('module cycles', 'node scripts/check-module-cycles.mjs');
step('format', 'npx prettier --check . --log-level warn');
step('unit and API tests', vitest(['contracts', 'server', 'web', 'web-isolated'], 'unit'));
ensureChromium();
if (step('web build', 'npm run build -w @olivia/web'))
  step('browser tests', vitest(['e2e'], 'e2e'));

const testSteps = new Set(['unit and API tests', 'browser tests']);
const failedChecks = failures.filter((name) => !testSteps.has(name));
// .ci/run adds these to its own closing line
writeFileSync(`${REPORTS}/failed-steps.json`, JSON.stringify(failedChecks));
const { passed, failed } = summarize(
  [`${REPORTS}/unit.json`, `${REPORTS}/e2e.json`],
  failedChecks.length,
);
console.log('\nstep                     wall s   cpu s');
for (const { name, wall, cpu } of timings) {
  console.log(`${name.padEnd(24)} ${wall.toFixed(0).padStart(6)} ${cpu.toFixed(0).padStart(7)}`);
}
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
