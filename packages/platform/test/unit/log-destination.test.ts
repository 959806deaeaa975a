/**
 * Where a process's log lines go (`logDestination`, ADR 0139): batched, asynchronous writes,
 * every line written in full and in order; the text waiting to be written measured once, not
 * again at every line (the library measured the whole batch anew for each line it added, a
 * copy of up to 16 KiB a line).
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { logDestination, loggerOn } from '../../src/logger.ts';

describe("a process's log destination", function () {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'log-destination-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every line in full and in order, measuring each line once rather than the batch at every line', async () => {
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    const destination = logDestination(fd);
    const logger = loggerOn(destination, 'test-service', 'info');
    const byteLength = Buffer.byteLength;
    let measured = 0;
    Buffer.byteLength = ((
      value: string | NodeJS.ArrayBufferView | ArrayBuffer,
      encoding?: BufferEncoding,
    ) => {
      if (typeof value === 'string') measured += value.length;
      return byteLength(value, encoding);
    }) as typeof Buffer.byteLength;
    const count = 2_000;
    try {
      for (let i = 0; i < count; i += 1)
        logger.info({ requestId: `r-${i}`, route: '/bays/{id}' }, 'Quai é 𝄞 answered');
    } finally {
      Buffer.byteLength = byteLength;
    }
    await new Promise<void>((resolve, reject) =>
      destination.flush((error) => (error ? reject(error) : resolve())),
    );
    closeSync(fd);
    const text = readFileSync(file, 'utf8');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).to.have.length(count);
    expect(lines.map((line) => line.requestId)).to.deep.equal(
      Array.from({ length: count }, (_, i) => `r-${i}`),
    );
    expect(
      lines.every((line) => line.msg === 'Quai é 𝄞 answered' && line.service === 'test-service'),
    ).to.equal(true);
    // Each line measured once as it is added (and the batch at most once more when it is cut):
    // measured anew at every line, the batch of up to 16 KiB made this tens of times the text.
    expect(measured).to.be.below(2 * text.length);
  });
});
