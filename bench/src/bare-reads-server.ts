/**
 * The control of `hostile-imports` (`BENCH_HOSTILE_READS=bare`): a bare node:http server, in a
 * process of its own, answering every `GET` with the bytes of `BODY_FILE` (the referential's
 * answer to the scenario's read, taken once), with no framework, database, auth or logging.
 * Its reads' p99 during the hostile windows against alone is what the machine (the senders, the
 * kernel receiving their bytes, the referential's work on the same cores) does to any server's
 * reads; the referential's own ratio is judged against it.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(String(process.env.BODY_FILE));

http
  .createServer((req, res) => {
    if (req.url === '/ready') {
      res.end('ok');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
