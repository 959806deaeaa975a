/**
 * `pnpm run longest-functions [--top N] [--over LINES] [--check]`: the longest functions of the
 * code that runs (the `src` of every package, service and the gateway; generated files left
 * out), read with the TypeScript compiler, longest first. A function's length is its lines from
 * its first to its last; a nested function counts on its own and inside its parent.
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
  lines: number;
  reason: string | undefined;
}

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
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      spans.push({
        file: path.relative(ROOT, file),
        name: nameOf(node, source),
        line: first,
        lines: last - first + 1,
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
const all = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root)).flatMap(functionsOf)).sort(
  (a, b) => b.lines - a.lines,
);
const long = all.filter((f) => f.lines > over);
const unexplained = long.filter((f) => !f.reason);
process.stdout.write(
  `${all.length} functions; ${long.length} over ${over} lines, ${unexplained.length} of them without a reason\n`,
);
for (const f of all.slice(0, top))
  process.stdout.write(
    `${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}${f.reason ? `  (long: ${f.reason})` : ''}\n`,
  );
if (process.argv.includes('--check') && unexplained.length > 0) {
  process.stdout.write(`\nover ${over} lines without a \`long:\` reason:\n`);
  for (const f of unexplained)
    process.stdout.write(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}\n`);
  process.exitCode = 1;
}
