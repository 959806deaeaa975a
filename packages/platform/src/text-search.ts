/**
 * Free-text search that matches as people type (ADR 0034): a term matches any part of a text
 * column whatever its case, its accents and its Unicode form (`straße` finds `STRASSE`,
 * `Perrache` finds `PERRACHÉ`, a decomposed `é` finds a precomposed one). Every search with a
 * text term goes through `whereTextMatches`; no repository writes `ILIKE` itself.
 *
 * - Each service's schema holds `search_fold(text)` (`searchFoldSql`, created by a migration):
 *   NFKC, then `unaccent` (accents, ligatures `œ`, `ß`, full-width forms), then full Unicode
 *   case folding (`casefold` under the built-in `pg_unicode_fast` collation, whatever the
 *   database's locale).
 * - Each searched column `c` has a stored generated column `c_folded = search_fold(c)` with a
 *   trigram index (`foldedColumnsSql`): rows are folded once, when written, and a search is a
 *   plain `LIKE` on the folded column, narrowed by the index.
 * - The term is folded by the same function. A term whose NFKC form is ASCII (nearly all) is
 *   folded here, where the fold is then exactly lowercasing: the pattern reaches Postgres as a
 *   value, planned for and prepared like any other. Any other term is folded in the statement
 *   (`search_pattern(?)`), so that term and rows are folded by one definition.
 */
import type { Knex } from 'knex';

/** Escapes `%`, `_` and `\` so that a search term matches literally inside LIKE. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a trigram index can narrow `LIKE '%term%'`: pg_trgm needs three word characters in
 * a row (a shorter term, `a` or `ai`, gives it no trigram to look up, and it reads the whole
 * index).
 */
export function hasTrigram(term: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(term);
}

/** The generated column holding `column` folded: `code` → `code_folded`, `v.name` → `v.name_folded`. */
export function foldedColumn(column: string): string {
  return `${column}_folded`;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The schema's fold and pattern functions. `unaccent` is stable (its rules file could change)
 * and is called with its dictionary named, inside a function declared immutable so that
 * generated columns and indexes may use it: a change of the rules file needs the folded
 * columns rewritten (`UPDATE t SET c = c`) and their indexes rebuilt.
 */
export function searchFoldSql(schema: string): string {
  const s = ident(schema);
  return `
    CREATE FUNCTION ${s}.search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN casefold(public.unaccent('public.unaccent'::regdictionary, normalize(value, NFKC))
                      COLLATE pg_unicode_fast);

    -- A LIKE pattern matching any text whose fold contains the term's fold, wildcards escaped.
    CREATE FUNCTION ${s}.search_pattern(term text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN '%' || replace(replace(replace(${s}.search_fold(term), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%';
  `;
}

/**
 * Adds to `table` the folded column of each of `columns` (generated, stored) with its trigram
 * index, and drops the trigram indexes of the raw columns, which no search uses any more.
 */
export function foldedColumnsSql(table: string, columns: string[]): string {
  const t = ident(table);
  const add = columns
    .map(
      (c) =>
        `ADD COLUMN ${ident(foldedColumn(c))} text GENERATED ALWAYS AS (search_fold(${ident(c)})) STORED`,
    )
    .join(', ');
  const indexes = columns.map(
    (c) =>
      `DROP INDEX IF EXISTS ${ident(`${table}_${c}_trgm_idx`)};
       CREATE INDEX ${ident(`${table}_${foldedColumn(c)}_trgm_idx`)} ON ${t} USING gin (${ident(foldedColumn(c))} gin_trgm_ops);`,
  );
  return `ALTER TABLE ${t} ${add};\n${indexes.join('\n')}`;
}

/**
 * The term as `search_fold` folds it, when this process can tell exactly: when its NFKC form is
 * ASCII, which the fold then only lowercases (`unaccent` maps no ASCII character). Otherwise
 * undefined: the statement folds it.
 */
export function foldedHere(term: string): string | undefined {
  const normal = term.normalize('NFKC');
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(normal) ? normal.toLowerCase() : undefined;
}

/**
 * Whether a search with this term may run as a prepared statement with one generic plan: its
 * pattern must be a value (folded here) and give the trigram index something to look up (see
 * `hasTrigram`).
 */
export function preparableTerm(term: string | undefined): boolean {
  if (!term) return true;
  const folded = foldedHere(term);
  return folded !== undefined && hasTrigram(folded);
}

/**
 * Narrows `query` to the rows where any of `columns` (their folded columns, qualified as the
 * query names them: `v.registration`) contains `term`, folded.
 */
export function whereTextMatches<Q extends Knex.QueryBuilder>(
  query: Q,
  term: string,
  ...columns: string[]
): Q {
  const folded = foldedHere(term);
  const [pattern, value] = folded === undefined ? ['search_pattern(?)', term] : ['?', likePattern(folded)];
  return query.andWhere((where) => {
    for (const column of columns) void where.orWhereRaw(`?? LIKE ${pattern}`, [foldedColumn(column), value]);
  }) as Q;
}
