// Mocha's spec reporter, plus the Node version the tests run on (the project's own, ADR 0009)
// and the closing line CI reads: "N passed, N failed".
const Mocha = require('mocha');

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_BEGIN, () => {
      process.stdout.write(`Node ${process.version}\n`);
    });
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats;
      process.stdout.write(
        `\n${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}\n`,
      );
    });
  }
}

module.exports = SpecWithSummary;
