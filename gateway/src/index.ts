/** @public run by path: dev-stack's PLATFORM_PROCESSES, for the whole-platform test fixture. */
export { buildGateway } from './gateway-app.ts';
export { upstreamCircuit, upstreamProxy } from './upstream-proxy.ts';
