/**
 * The floor of the gateway comparison: the least an HTTP hop can cost, a bare node `http`
 * proxy (keep-alive agent, headers copied, bodies piped) with no authentication, logging,
 * metrics or error handling. What the gateway adds beyond one hop is measured against it.
 */
import http from 'node:http';

const target = new URL(process.env.TARGET_URL ?? 'http://127.0.0.1:8081');
// Idle connections close before the service's 5 s keep-alive timeout, as the gateway's do.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });

http
  .createServer((req, res) => {
    if (req.url === '/ready') {
      res.end('ok');
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  })
  .listen(Number(process.env.PORT));
