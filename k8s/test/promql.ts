/**
 * The metric names a PromQL expression reads, and whether a Prometheus scrape exports them:
 * enough of PromQL for the dashboards and alerts of k8s/ (selectors, ranges, aggregations
 * with by/without, binary operators, functions and numbers).
 */

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** Names of the metrics `expr` selects, in order of appearance, without duplicates. */
export function metricNames(expr: string): string[] {
  const text = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values and strings
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges and subqueries
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ') // label lists
    .replace(/(?<![A-Za-z0-9_:])\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, ' '); // numbers
  const names: string[] = [];
  for (const match of text.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const name = match[0];
    const rest = text.slice((match.index ?? 0) + name.length).trimStart();
    if (rest.startsWith('(')) continue; // a function or an aggregation
    if (KEYWORDS.has(name.toLowerCase())) continue;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Metric families of a Prometheus text exposition: name -> type, from the `# TYPE` lines. */
export function metricFamilies(exposition: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const line of exposition.split('\n')) {
    const match = /^# TYPE (\S+) (\S+)/.exec(line);
    if (match) families.set(match[1]!, match[2]!);
  }
  return families;
}

/** Names of the series that carry at least one sample in the exposition. */
export function sampledSeries(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const line of exposition.split('\n')) {
    const match = /^([A-Za-z_:][A-Za-z0-9_:]*)[{ ]/.exec(line);
    if (match) names.add(match[1]!);
  }
  return names;
}

/**
 * Whether `name` is exported: a family of that name, or a histogram's `_bucket`, `_sum` or
 * `_count` series (a summary's `_sum` or `_count`).
 */
export function isExported(name: string, families: Map<string, string>): boolean {
  if (families.has(name)) return true;
  const match = /^(.*)_(bucket|sum|count)$/.exec(name);
  if (!match) return false;
  const type = families.get(match[1]!);
  return type === 'histogram' || (type === 'summary' && match[2] !== 'bucket');
}
