/**
 * `pnpm run longest-functions [--top N] [--over LINES] [--check]`: the longest functions of the
 * code that runs (the `src` of every package, service and the gateway; generated files left
 * out), read with the TypeScript compiler, longest first. A function's length is its own lines:
 * those from its first to its last that are not inside a function nested in it, which counts on
 * its own. A factory (`createXService`) returning a dozen small functions is as long as its own
 * wiring, not as their sum; a function with a long body of its own is as long as that body.
 * `--spans` counts every line from first to last instead (nested functions inside their parent),
 * the reading of this script before ADR 0058.
 *
 * A function over the limit (`--over`, 150 lines by default) says why next to it: a comment
 * `long: <reason>` in the lines just above it. `--check` exits 1 when one does not, and lists it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = ['packages', 'services', 'gateway'];

interface FunctionSpan {
  file: string;
  name: string;
  line: number;
  /** Its lines from first to last, nested functions included. */
  span: number;
  /** Its own lines: the span without the lines of the functions nested in it. */
  own: number;
  reason: string | undefined;
}

const hasBody = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionLike(node) && 'body' in node && node.body !== undefined;

function sourceFiles(dir: string, inSrc = false): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'generated' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full, inSrc || entry === 'src'));
    else if (inSrc && entry.endsWith('.ts') && !entry.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The name a function is known by: its own, or that of what it is assigned or passed to. */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText(source).slice(0, 40)})`;
  return '(anonymous)';
}

/** The reason given in a `long:` comment among the three lines above `line` (1-based), if any. */
function reasonAbove(lines: string[], line: number): string | undefined {
  for (let i = Math.max(0, line - 4); i < line - 1; i += 1) {
    const match = /\blong: (.+)$/.exec(lines[i] ?? '');
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}

function functionsOf(file: string): FunctionSpan[] {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const spans: FunctionSpan[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  /** The lines of the functions nested in `node`, not counting those nested deeper. */
  const nestedLines = (node: ts.Node, into: Set<number>) => {
    ts.forEachChild(node, (child) => {
      if (hasBody(child)) {
        // The line a nested function starts on stays its parent's when the parent's code shares it.
        for (let l = lineOf(child.getStart(source)) + 1; l <= lineOf(child.getEnd()); l += 1) into.add(l);
      } else nestedLines(child, into);
    });
  };
  const visit = (node: ts.Node) => {
    if (hasBody(node)) {
      const first = lineOf(node.getStart(source));
      const last = lineOf(node.getEnd());
      const nested = new Set<number>();
      nestedLines(node.body as ts.Node, nested);
      spans.push({
        file: path.relative(ROOT, file),
        name: nameOf(node, source),
        line: first,
        span: last - first + 1,
        own: last - first + 1 - nested.size,
        reason: reasonAbove(lines, first),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} takes a positive whole number`);
  return value;
}

const top = option('--top', 20);
const over = option('--over', 150);
const spans = process.argv.includes('--spans');
const length = (f: FunctionSpan) => (spans ? f.span : f.own);
const all = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root)).flatMap(functionsOf)).sort(
  (a, b) => length(b) - length(a),
);
const long = all.filter((f) => length(f) > over);
const unexplained = long.filter((f) => !f.reason);
process.stdout.write(
  `${all.length} functions; ${long.length} over ${over} lines${spans ? ' (spans)' : ' of their own'}, ` +
    `${unexplained.length} of them without a reason\n`,
);
const described = (f: FunctionSpan) =>
  `${String(length(f)).padStart(5)}  ${f.file}:${f.line}  ${f.name}` +
  `${!spans && f.span !== f.own ? ` (${f.span} with its nested functions)` : ''}` +
  `${f.reason ? `  (long: ${f.reason})` : ''}`;
for (const f of all.slice(0, top)) process.stdout.write(`${described(f)}\n`);
if (process.argv.includes('--check') && unexplained.length > 0) {
  process.stdout.write(`\nover ${over} lines without a \`long:\` reason:\n`);
  for (const f of unexplained) process.stdout.write(`${described(f)}\n`);
  process.exitCode = 1;
}
