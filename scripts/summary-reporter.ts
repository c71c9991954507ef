import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, 'Tests: N passed, N failed', that CI tooling can read in any
 * language, preceded by one 'Failed: file > test: first line of the error' line per failure, so a
 * log cut to its tail still names what failed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const mod of testModules) {
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) {
        failed += 1;
        failures.push(`${mod.moduleId}: ${firstLine(mod.errors()[0]?.message)}`);
      }
      // A failed hook (beforeAll) skips its suite's tests: it counts as one failure of its own.
      for (const suite of mod.children.allSuites()) {
        const error = suite.errors()[0];
        if (suite.state() !== 'failed' || !error) continue;
        failed += 1;
        failures.push(`${mod.moduleId} > ${suite.fullName}: ${firstLine(error.message)}`);
      }
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed += 1;
        else if (result.state === 'failed') {
          failed += 1;
          failures.push(`${mod.moduleId} > ${test.fullName}: ${firstLine(result.errors?.[0]?.message)}`);
        } else skipped += 1;
      }
    }
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    const named = failures.map((line) => `Failed: ${line.replace(`${process.cwd()}/`, '')}\n`).join('');
    process.stdout.write(`\n${named}Tests: ${passed} passed, ${failed} failed${tail}\n`);
  }
}

function firstLine(message: string | undefined): string {
  return (message ?? 'no error message').split('\n')[0].slice(0, 300);
}
