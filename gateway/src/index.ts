export { buildGateway, type BuiltGateway } from './gateway-app.ts';
export { mergeApiDocs } from './merged-api-docs.ts';
export { upstreamProxy } from './upstream-proxy.ts';
