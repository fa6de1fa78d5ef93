import { existsSync, readFileSync } from 'node:fs';

/**
 * Adds up vitest JSON reports (and failed non-test steps) into the one closing line CI reads:
 * `N passed, N failed`.
 */
export function summarize(reportFiles, failedSteps = 0) {
  let passed = 0;
  let failed = failedSteps;
  for (const file of reportFiles) {
    if (!existsSync(file)) {
      failed += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // a suite that failed to load counts once, even though it ran no test
    failed += report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stepsFile = 'test-results/failed-steps.json';
  const failedSteps = existsSync(stepsFile)
    ? JSON.parse(readFileSync(stepsFile, 'utf8')).length
    : 1;
  const { passed, failed } = summarize(process.argv.slice(2), failedSteps);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}
