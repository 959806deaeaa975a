/** MCP over streamable HTTP, derived from the service's OpenAPI operations (DESIGN section 7). */
import type { Express } from 'express';
import type { TokenVerifier } from '../auth.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { ApiSpec } from '../openapi.ts';

export interface McpOptions {
  service: string;
  spec: ApiSpec;
  verifier: TokenVerifier;
  metrics: Metrics;
  logger: Logger;
}

export function mountMcp(_app: Express, _options: McpOptions): void {}
