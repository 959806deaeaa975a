/**
 * A validation report, one mechanism for every service (ADR 0069, 0078): rules as data (a stable
 * `code`, a `family`, a `severity`, a `description`), each finding every record at fault at once
 * (one set-based statement, `findingsOf`, or one call that answers them all); the rules kept by
 * the filters run one after the other into notices with a link to each record concerned; and
 * the report answered as JSON or as a page for people (`validationReportReply`).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { currentRequestContext, searchPathOf, tablesWrittenSince } from './audit.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db.ts';
import { ok, okStream, type Reply } from './http/replies.ts';
import { propagationHeaders, type Propagation } from './propagation.ts';

export type ValidationSeverity = 'ERROR' | 'WARNING' | 'INFO';

/** What a rule is, as the report lists it. */
export interface ValidationRuleDefinition {
  code: string;
  family: string;
  severity: ValidationSeverity;
  /** What the rule finds, for the contract and the page's legend. */
  description: string;
}

/** One record at fault: the records concerned (`[type, id]`, the one at fault first) and a sentence. */
export interface Finding {
  records: [string, string][];
  message: string;
}

export interface ValidationNotice {
  /** The service it comes from, in a report merged from several (the gateway's). */
  service?: string;
  code: string;
  family: string;
  severity: ValidationSeverity;
  records: { type: string; id: string; link: string }[];
  message: string;
}

export interface ValidationReport {
  at: string;
  knownAt: string;
  counts: Record<ValidationSeverity, number>;
  rules: (ValidationRuleDefinition & { notices: number; service?: string })[];
  notices: ValidationNotice[];
}

/**
 * What a report merged from several services' reports adds (the gateway's, ADR 0135): each
 * service and what became of its part, and whether one it should hold is missing.
 */
export interface MergedReportParts {
  partial: boolean;
  services: {
    name: string;
    state: 'included' | 'no-permission' | 'not-asked' | 'unavailable';
    detail?: string;
  }[];
}

export interface ValidationFilters {
  family?: string;
  severity?: ValidationSeverity;
  code?: string;
}

/**
 * What `sql`, one statement over the whole schema answering `records` and `message`, finds:
 * `$AT` is the report's date and `$NOW` its instant (the instant it is known at), at each place
 * they are read. Tables are named unqualified, so a request read as known at an instant reads
 * the schema's as-known views.
 */
export async function findingsOf(
  db: Database,
  sql: string,
  bound: { at: string; now?: string },
): Promise<Finding[]> {
  const bindings: string[] = [];
  const text = sql.replace(/\$(AT|NOW)\b/g, (_, name: string) => {
    if (name === 'AT') {
      bindings.push(bound.at);
      return '?::date';
    }
    if (bound.now === undefined) throw new Error('a rule reading $NOW needs the instant it is run for');
    bindings.push(bound.now);
    return '?::timestamptz';
  });
  const result = (await db.raw(`SELECT records, message FROM (${text}) f ORDER BY message`, bindings)) as {
    rows: Finding[];
  };
  return result.rows;
}

/**
 * What a report's rules read through: `findings` of each rule's statement, as `findingsOf`
 * answers it, and `rows` of any other query of the service's tables a rule reads (the records a
 * rule checks elsewhere), read the same way.
 */
export interface ReportReads {
  findings(sql: string, bound: { at: string; now?: string }): Promise<Finding[]>;
  rows<Row>(query: Knex.QueryBuilder): Promise<Row[]>;
}

/**
 * Runs `work`, a report's rules, with the reads they share. A report of now reads on the pool.
 * A report read as known at an instant (ADR 0111) reads in one transaction, one snapshot for
 * every rule (REPEATABLE READ), and first asks which of `schema`'s tables have a write recorded
 * after the instant (a probe of each history partition's index on `recorded_at`): a table with
 * none holds exactly the rows it held then, so a rule naming none of the tables written since
 * reads the tables themselves (the schema first in its search path, planned for its values as
 * a report of now is), with their indexes; the others read the as-known views as before. A
 * table is found in a rule's text by its name as a word: a word that only looks like one sends
 * the rule to the views, never the reverse. The same snapshot is what makes it exact: a write
 * committed while the report runs is seen by no rule, nor by the question.
 */
export async function reportReads<T>(
  db: Database,
  schema: string,
  work: (reads: ReportReads) => Promise<T>,
): Promise<T> {
  if (!currentRequestContext()?.asKnownAt)
    return work({
      findings: (sql, bound) => findingsOf(db, sql, bound),
      rows: async <Row>(query: Knex.QueryBuilder) => (await query) as Row[],
    });
  return db.transaction(
    async (trx) => {
      const writtenSince = (await tablesWrittenSince(trx, schema)).map(
        (table) => new RegExp(`\\b${table}\\b`),
      );
      let direct = false;
      const readDirect = async (wanted: boolean) => {
        if (wanted === direct) return;
        await trx.raw(`SELECT set_config('search_path', ?, true), set_config('plan_cache_mode', ?, true)`, [
          searchPathOf(schema, !wanted),
          wanted ? 'auto' : 'force_generic_plan',
        ]);
        direct = wanted;
      };
      const readFor = (sql: string) => readDirect(!writtenSince.some((name) => name.test(sql)));
      return work({
        findings: async (sql, bound) => {
          await readFor(sql);
          return findingsOf(trx, sql, bound);
        },
        rows: async <Row>(query: Knex.QueryBuilder) => {
          await readFor(query.toSQL().sql);
          return (await query.transacting(trx)) as Row[];
        },
      });
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/**
 * The report of the rules `filters` keep, each run by `find` one after the other (each reads
 * the whole dataset; the pool is shared), every record concerned linked by `link`.
 */
export async function buildValidationReport<R extends ValidationRuleDefinition>(options: {
  at: string;
  knownAt: string;
  rules: readonly R[];
  filters: ValidationFilters;
  find: (rule: R) => Promise<Finding[]>;
  link: (type: string, id: string) => string;
}): Promise<ValidationReport> {
  const { filters } = options;
  const report: ValidationReport = {
    at: options.at,
    knownAt: options.knownAt,
    counts: { ERROR: 0, WARNING: 0, INFO: 0 },
    rules: [],
    notices: [],
  };
  for (const rule of options.rules) {
    if (filters.family !== undefined && rule.family !== filters.family) continue;
    if (filters.severity !== undefined && rule.severity !== filters.severity) continue;
    if (filters.code !== undefined && rule.code !== filters.code) continue;
    const findings = await options.find(rule);
    const { code, family, severity, description } = rule;
    report.rules.push({ code, family, severity, description, notices: findings.length });
    report.counts[severity] += findings.length;
    for (const finding of findings)
      report.notices.push({
        code,
        family,
        severity,
        records: finding.records.map(([type, id]) => ({ type, id, link: options.link(type, id) })),
        message: finding.message,
      });
  }
  return report;
}

/**
 * The report as JSON, or as a page for people when `format=html` is asked, or when no format is
 * and the client accepts `text/html` without `application/json` (a browser).
 */
export function validationReportReply(
  report: ValidationReport & Partial<MergedReportParts>,
  format: 'json' | 'html' | undefined,
  accept: string | undefined,
  title: string,
): Reply {
  const html =
    format === undefined
      ? (accept ?? '').includes('text/html') && !(accept ?? '').includes('application/json')
      : format === 'html';
  // The two instants the report is for, as its body states them (not the instant it was sent);
  // the representation follows `Accept`, so a shared cache keeps one of each.
  const headers = { 'Known-At': report.knownAt, 'Valid-At': report.at, Vary: 'Accept' };
  if (!html) return { ...ok(report), headers };
  return okStream('text/html; charset=utf-8', Readable.from([validationReportHtml(report, title)]), headers);
}

/**
 * What a report is run for: its date, the instant it is known at, the request's identity, and
 * the `asKnownAt` asked when the report is a replay (to pass on to another service's reads, so
 * that they answer as known then too; absent, they read now).
 */
export interface ValidationReportBounds {
  at: string;
  knownAt: string;
  asKnownAt?: string;
  propagation: Propagation;
}

/**
 * The handler of a service's validation report operation: the report on `at` (the date asked,
 * else the business date of the instant read as known at, ADR 0051), as known at `asKnownAt`
 * (else now), answered as JSON or as the page titled `title`.
 */
export function validationReportHandler<Q extends { at?: string; format?: 'json' | 'html' }>(
  clock: Clock,
  title: string,
  run: (query: Q, bounds: ValidationReportBounds) => Promise<ValidationReport>,
) {
  return async (request: { query: Q; headers: IncomingHttpHeaders; requestId: string }): Promise<Reply> => {
    const asKnownAt = currentRequestContext()?.asKnownAt;
    const report = await run(request.query, {
      at: request.query.at ?? clock.today(),
      knownAt: asKnownAt ?? clock.now().toISOString(),
      ...(asKnownAt === undefined ? {} : { asKnownAt }),
      propagation: propagationHeaders(request),
    });
    return validationReportReply(report, request.query.format, request.headers.accept, title);
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

const SEVERITIES: ValidationSeverity[] = ['ERROR', 'WARNING', 'INFO'];

/** A merged report's services, each with its state, and a warning when the report is partial. */
function servicesList(report: Partial<MergedReportParts>): string {
  const items = (report.services ?? [])
    .map(
      (service) =>
        `<li class="service ${service.state}" data-service="${escape(service.name)}">${escape(service.name)}: ` +
        `${service.state}${service.detail === undefined ? '' : ` (${escape(service.detail)})`}</li>`,
    )
    .join('\n');
  const partial = report.partial
    ? '<p id="partial" class="error">Partial report: a service was unavailable, its notices are missing.</p>\n'
    : '';
  return `<h2>Services</h2>\n${partial}<ul id="services">\n${items}\n</ul>\n`;
}

/** The notices of one family: a section with its heading and its table. */
function familySection(family: string, notices: ValidationNotice[]): string {
  const rows = notices
    .map(
      (notice) =>
        `<tr class="notice ${notice.severity.toLowerCase()}"><td class="severity">${notice.severity}</td>` +
        `<td><code>${escape(notice.code)}</code>${
          notice.service === undefined ? '' : ` <span class="service">${escape(notice.service)}</span>`
        }</td><td class="message">${escape(notice.message)}</td>` +
        `<td>${notice.records
          .map((record) => `<a href="${escape(record.link)}">${escape(record.type)}</a>`)
          .join(' ')}</td></tr>`,
    )
    .join('\n');
  return `<section class="family" id="family-${escape(family)}">
<h3>${escape(family)} (${notices.length})</h3>
<table class="notices">
<thead><tr><th>Severity</th><th>Code</th><th>Notice</th><th>Records</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

/**
 * The report as a page for people: the counts by severity, then the notices grouped by family
 * (most severe first within each), then the rules run with their counts. Every text from the
 * data is escaped; the page has no script.
 */
export function validationReportHtml(
  report: ValidationReport & Partial<MergedReportParts>,
  title: string,
): string {
  const families = [...new Set(report.notices.map((notice) => notice.family))].sort();
  const sections = families.map((family) =>
    familySection(
      family,
      report.notices
        .filter((notice) => notice.family === family)
        .sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity)),
    ),
  );
  const rules = report.rules
    .map(
      (rule) =>
        `<tr><td><code>${escape(rule.code)}</code></td><td>${escape(rule.family)}</td><td>${rule.severity}</td>` +
        `<td>${escape(rule.description)}</td><td>${rule.notices}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escape(title)} ${escape(report.at)}</title>
<style>
body { font-family: sans-serif; margin: 2em; }
table { border-collapse: collapse; margin-bottom: 2em; }
td, th { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; }
tr.error td.severity, li.error { color: #b00020; font-weight: bold; }
tr.warning td.severity, li.warning { color: #8a5a00; }
</style>
</head>
<body>
<h1>${escape(title)}</h1>
<p>Data on <time id="at">${escape(report.at)}</time>, as known at <time id="known-at">${escape(report.knownAt)}</time>.</p>
<ul id="counts">
<li class="error">${report.counts.ERROR} error(s)</li>
<li class="warning">${report.counts.WARNING} warning(s)</li>
<li class="info">${report.counts.INFO} info</li>
</ul>
${report.services === undefined ? '' : servicesList(report)}<h2>Notices</h2>
${sections.length === 0 ? '<p id="no-notices">No notice: every rule run found nothing.</p>' : sections.join('\n')}
<h2>Rules run</h2>
<table id="rules">
<thead><tr><th>Code</th><th>Family</th><th>Severity</th><th>Finds</th><th>Notices</th></tr></thead>
<tbody>
${rules}
</tbody>
</table>
</body>
</html>
`;
}
