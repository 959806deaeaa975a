/* global process, fetch, AbortSignal */
// Container health check (Dockerfile HEALTHCHECK, compose): by default the process's readiness
// on its management port; an argument names another path or a full URL. Plain Node, so that
// the image needs neither curl nor wget.
const target = process.argv[2] ?? '/actuator/health/readiness';
const url = /^https?:/.test(target) ? target : `http://127.0.0.1:${process.env.MANAGEMENT_PORT}${target}`;
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
