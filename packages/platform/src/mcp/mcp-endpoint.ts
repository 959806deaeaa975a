/**
 * Serving an MCP server over stateless streamable HTTP at `/mcp`, behind the bearer token check
 * the MCP authorization specification asks for: a request without a valid token gets 401 with
 * `WWW-Authenticate: Bearer resource_metadata=...` pointing at the RFC 9728 document, which this
 * module serves too. Used by every service and by the gateway.
 */
import express, { type Express, type Request, type Response } from 'express';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { bearerToken, type Principal, type TokenVerifier } from '../auth.ts';
import { AppError, type PlatformProblemCode } from '../errors.ts';
import type { Logger } from '../logger.ts';

export const MCP_PATH = '/mcp';
export const RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

export interface McpEndpointOptions {
  verifier: TokenVerifier;
  logger: Logger;
  /** The identity provider agents should get tokens from. */
  issuer: string;
  /** Permissions (scopes) the resource understands, listed in the metadata. */
  permissions(): string[];
  /** A fresh MCP server for one request, answering as `principal`; `requestId` identifies the request. */
  createServer(principal: Principal, requestId: string): Server;
}

/** The public base URL of this request, honouring a reverse proxy's forwarded headers. */
export function publicBaseUrl(req: Request): string {
  const proto =
    (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0]?.trim() ?? req.protocol;
  const host =
    (req.headers['x-forwarded-host'] as string | undefined)?.split(',')[0]?.trim() ?? req.get('host');
  return `${proto}://${host}`;
}

function sendProblem(
  req: Request,
  res: Response,
  error: AppError,
  extraHeaders: Record<string, string> = {},
) {
  res
    .status(error.status)
    .set({ ...error.headers, ...extraHeaders })
    .type('application/problem+json')
    .send(JSON.stringify({ ...error.toProblem(), instance: req.originalUrl }));
}

export function mountMcpEndpoint(app: Express, options: McpEndpointOptions): void {
  app.get(RESOURCE_METADATA_PATH, (req, res) => {
    const base = publicBaseUrl(req);
    res.json({
      resource: `${base}${MCP_PATH}`,
      authorization_servers: [options.issuer],
      bearer_methods_supported: ['header'],
      scopes_supported: options.permissions(),
      resource_name: 'Transport platform MCP',
      resource_documentation: `${base}/swagger-ui.html`,
    });
  });

  app.post(MCP_PATH, express.json({ limit: '4mb' }), async (req, res) => {
    let principal: Principal;
    try {
      principal = await options.verifier.verify(bearerToken(req.headers.authorization));
    } catch (error) {
      const refusal =
        error instanceof AppError
          ? error
          : new AppError<PlatformProblemCode>(401, 'unauthorized', 'The token could not be verified.');
      sendProblem(req, res, refusal, {
        'WWW-Authenticate': `Bearer resource_metadata="${publicBaseUrl(req)}${RESOURCE_METADATA_PATH}"`,
      });
      return;
    }
    req.principal = principal;
    const server = options.createServer(principal, req.requestId);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      options.logger.error({ err: error }, 'mcp request failed');
      if (!res.headersSent)
        sendProblem(
          req,
          res,
          new AppError<PlatformProblemCode>(500, 'internal-error', 'The MCP request failed.'),
        );
    }
  });

  // Stateless server: no server-initiated stream (GET) and no session to end (DELETE).
  app.all(MCP_PATH, (req, res) => {
    res.set('Allow', 'POST');
    sendProblem(
      req,
      res,
      new AppError<PlatformProblemCode>(
        405,
        'method-not-allowed',
        'This MCP endpoint is stateless: only POST is served.',
      ),
    );
  });
}
