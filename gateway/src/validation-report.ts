/**
 * The validation report of the whole platform (ADR 0135): the gateway asks each service for its
 * report with the caller's own token, all at one instant (`asKnownAt`, else the instant the
 * request came), and merges the answers into one report of the same shape, each rule and notice
 * naming its service. A service whose `*.validation:read` the token lacks, whose rules the
 * filters leave out, or that does not answer is named with why it was left out; one that does
 * not answer makes the report partial, never the whole answer a 5xx. A service's refusal of
 * the request itself (a 400) is the answer.
 */
import {
  AppError,
  BadRequestError,
  currentRequestContext,
  propagationHeaders,
  validationReportReply,
  type ApiRequest,
  type ApiSpec,
  type Clock,
  type FieldError,
  type Logger,
  type Reply,
  type ValidationReport,
} from '@transport/platform';
import type { components, operations } from './generated/openapi.ts';
import type { Upstream, UpstreamCircuit } from './upstream-proxy.ts';

/** Each service's report operation, in the order the merged report lists them. */
export const SERVICE_REPORTS = {
  referential: 'getValidationReport',
  rules: 'getRulesValidationReport',
  siv: 'getSivValidationReport',
} as const;

type ServiceName = keyof typeof SERVICE_REPORTS;

type Operation = operations['getPlatformValidationReport'];
type ReportQuery = NonNullable<Operation['parameters']['query']>;
type MergedReport = components['schemas']['PlatformValidationReport'];
type ServicePart = MergedReport['services'][number];

/** The values a service's report takes for a query parameter (its contract's enum), or undefined when it takes any. */
function enumOf(spec: ApiSpec, operationId: string, parameter: string): readonly unknown[] | undefined {
  const operation = spec.byOperationId.get(operationId);
  const schema = operation?.parameters.find((p) => p.name === parameter && p.in === 'query')?.schema as
    { enum?: unknown[] } | undefined;
  return schema?.enum;
}

export interface PlatformReportOptions {
  upstreams: readonly (Upstream & { spec: ApiSpec })[];
  circuits: ReadonlyMap<string, UpstreamCircuit>;
  clock: Clock;
  timeoutMs: number;
  logger: Logger;
}

/** The handler of `getPlatformValidationReport`. */
export function platformValidationReport(options: PlatformReportOptions) {
  const services = (Object.keys(SERVICE_REPORTS) as ServiceName[]).map((name) => {
    const upstream = options.upstreams.find((u) => u.name === name) as Upstream & { spec: ApiSpec };
    const operationId = SERVICE_REPORTS[name];
    const operation = upstream.spec.byOperationId.get(operationId);
    if (!operation) throw new Error(`${name}'s contract has no ${operationId}`);
    return {
      name,
      upstream,
      operation,
      codes: enumOf(upstream.spec, operationId, 'code'),
      families: enumOf(upstream.spec, operationId, 'family'),
      takesAt: operation.parameters.some((p) => p.name === 'at' && p.in === 'query'),
    };
  });
  type Service = (typeof services)[number];

  /** Why `service` is not asked, or undefined when it is. */
  function leftOut(
    service: Service,
    request: ApiRequest<Operation>,
    query: ReportQuery,
  ): ServicePart | undefined {
    if (!request.principal.permissions.has(service.operation.permission))
      return {
        name: service.name,
        state: 'no-permission',
        detail: `The token does not hold ${service.operation.permission}.`,
      };
    const outside = (value: string | undefined, values: readonly unknown[] | undefined) =>
      value !== undefined && values !== undefined && !values.includes(value);
    if (outside(query.code, service.codes) || outside(query.family, service.families))
      return { name: service.name, state: 'not-asked', detail: 'The filters keep none of its rules.' };
    return undefined;
  }

  /** Asks `service` for its report; answers the report, or why it is missing. */
  async function ask(
    service: Service,
    request: ApiRequest<Operation>,
    query: ReportQuery,
    bounds: { at: string; knownAt: string },
  ): Promise<ValidationReport | ServicePart> {
    const search = new URLSearchParams({ asKnownAt: bounds.knownAt, format: 'json' });
    if (service.takesAt) search.set('at', bounds.at);
    for (const name of ['family', 'severity', 'code'] as const) {
      const value = query[name];
      if (value !== undefined) search.set(name, value);
    }
    const url = `${service.upstream.url}${service.operation.path}?${search.toString()}`;
    const circuit = options.circuits.get(service.name) as UpstreamCircuit;
    let answer: { status: number; body: unknown } | undefined;
    let failure: unknown;
    const refusal = await circuit.run('GET', () =>
      fetch(url, {
        headers: {
          ...propagationHeaders(request),
          authorization: `Bearer ${request.principal.token}`,
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(
          Math.max(options.timeoutMs, (service.operation.timeoutSeconds ?? 0) * 1000),
        ),
      }).then(
        async (response) => {
          answer = { status: response.status, body: await response.json().catch(() => undefined) };
          return response.status >= 500;
        },
        (error: unknown) => ((failure = error), true),
      ),
    );
    const unavailable = (detail: string): ServicePart => ({
      name: service.name,
      state: 'unavailable',
      detail,
    });
    if (refusal) return unavailable(`The ${service.name} service is not reachable: ${refusal.message}`);
    if (!answer) {
      options.logger.warn({ upstream: service.name, err: failure }, 'validation report not answered');
      return unavailable(`The ${service.name} service did not answer.`);
    }
    const problem = answer.body as { code?: string; detail?: string; errors?: FieldError[] } | undefined;
    if (answer.status === 200) return answer.body as ValidationReport;
    if (answer.status === 400)
      throw new BadRequestError(
        'invalid-request',
        `The ${service.name} service refused the report: ${problem?.detail ?? 'a parameter is refused'}`,
        problem?.errors ?? [],
      );
    if (answer.status >= 500)
      return unavailable(
        `The ${service.name} service answered ${answer.status} (${problem?.code ?? 'no problem'}).`,
      );
    // A 401 or 403 of a service for a token the gateway let through: the service's word stands.
    throw new AppError(
      answer.status,
      problem?.code ?? 'forbidden',
      problem?.detail ?? 'Refused by a service.',
    );
  }

  return async (request: ApiRequest<Operation>): Promise<Reply> => {
    const query = request.query;
    const knownAt = currentRequestContext()?.asKnownAt ?? options.clock.now().toISOString();
    const bounds = { at: query.at ?? options.clock.today(), knownAt };
    const parts = await Promise.all(
      services.map(async (service) => {
        const out = leftOut(service, request, query);
        return { service, answer: out ?? (await ask(service, request, query, bounds)) };
      }),
    );
    const report: MergedReport = {
      at: bounds.at,
      knownAt: new Date(knownAt).toISOString(),
      partial: false,
      services: [],
      counts: { ERROR: 0, WARNING: 0, INFO: 0 },
      rules: [],
      notices: [],
    };
    for (const { service, answer } of parts) {
      if ('state' in answer) {
        report.services.push(answer);
        if (answer.state === 'unavailable') report.partial = true;
        continue;
      }
      report.services.push({ name: service.name, state: 'included' });
      for (const severity of ['ERROR', 'WARNING', 'INFO'] as const)
        report.counts[severity] += answer.counts[severity];
      // A service's report is checked against its own contract (its codes and families are among these).
      report.rules.push(
        ...(answer.rules.map((rule) => ({ service: service.name, ...rule })) as MergedReport['rules']),
      );
      report.notices.push(
        ...(answer.notices.map((notice) => ({
          service: service.name,
          ...notice,
        })) as MergedReport['notices']),
      );
    }
    return validationReportReply(
      report,
      query.format,
      request.headers.accept,
      'Validation report of the platform',
    );
  };
}
