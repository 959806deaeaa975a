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

/**
 * The side table of `table`'s trigrams (ADR 0134): a row per distinct three-character piece of
 * a row's folded searched columns, with the keys of the family's default order and its id.
 */
export function trigramTable(table: string): string {
  return `${table}_trigrams`;
}

/**
 * The distinct three-character pieces of a folded term, as `search_trigrams` cuts a folded
 * value: a row whose folded column contains the term holds every one of them.
 */
export function termTrigrams(folded: string): string[] {
  const chars = [...folded];
  return [...new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')))];
}

/**
 * The side table of `table`'s trigrams (`trigramTable`, ADR 0134) with its B-tree on `(trigram,
 * ...keys)`, kept by statement triggers in the writer's transaction, and filled from the rows
 * there are: `columns` are the searched columns (their folded copies are cut), `keys` the
 * columns of the family's default order, ascending, ending on `id`, none of them null. A search
 * past its count's bound walks that index for one trigram of its term in the order, the term
 * rechecked on each row, and stops at the page (`textScope.trigrams` in `searchPage`).
 *
 * The triggers run as the table's owner (security definer): a carrier's role writes its
 * vehicles and permits, not their trigrams. `<table>_trigrams_fill()` writes the side table
 * again from the rows (after a bulk load with the triggers off, as the benches seed).
 */
export function trigramIndexSql(table: string, columns: readonly string[], keys: readonly string[]): string {
  const side = trigramTable(table);
  const t = ident(table);
  const s = ident(side);
  const keyList = (alias: string) => keys.map((k) => `${alias}.${ident(k)}`).join(', ');
  const cut = (alias: string) =>
    `unnest(search_trigrams(${columns.map((c) => `${alias}.${ident(foldedColumn(c))}`).join(', ')}))`;
  /** The side rows of the rows of `from` (aliased `r`). */
  const sideRows = (from: string, where = 'true') =>
    `SELECT g, ${keyList('r')} FROM ${from} CROSS JOIN LATERAL ${cut('r')} g WHERE ${where}`;
  const columnsList = `trigram, ${keys.map(ident).join(', ')}`;
  // A row's side rows change when its keys or a searched value do.
  const changed = [...keys, ...columns.map(foldedColumn)]
    .map((c) => `o.${ident(c)} IS DISTINCT FROM r.${ident(c)}`)
    .join(' OR ');
  const fn = (name: string, body: string) => `
    CREATE FUNCTION ${ident(`${side}_${name}`)}() RETURNS trigger LANGUAGE plpgsql
      SECURITY DEFINER SET search_path FROM CURRENT AS $fn$
    BEGIN
      ${body}
      RETURN NULL;
    END $fn$;`;
  /** Deletes the side rows of the old rows of `from` (aliased `o`) where `where` holds. */
  const deleteOld = (from: string, where = 'true') => `
      DELETE FROM ${s} s USING (SELECT g, ${keyList('o')} FROM ${from} CROSS JOIN LATERAL ${cut('o')} g WHERE ${where}) d
       WHERE s.trigram = d.g AND ${keys.map((k) => `s.${ident(k)} = d.${ident(k)}`).join(' AND ')};`;
  return `
    -- Every distinct three-character piece of the folded values.
    CREATE OR REPLACE FUNCTION search_trigrams(VARIADIC value text[]) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN ARRAY(SELECT DISTINCT substr(v, i, 3) FROM unnest(value) v, generate_series(1, length(v) - 2) i);

    CREATE TABLE ${s} AS SELECT NULL::text AS trigram, ${keys.map(ident).join(', ')} FROM ${t} WITH NO DATA;
    ALTER TABLE ${s} ${['trigram', ...keys].map((c) => `ALTER COLUMN ${ident(c)} SET NOT NULL`).join(', ')};
    -- The walk picks the term's rarest trigram from the column's most common values.
    ALTER TABLE ${s} ALTER COLUMN trigram SET STATISTICS 1000;

    CREATE FUNCTION ${ident(`${side}_fill`)}() RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $fn$
      TRUNCATE ${s};
      INSERT INTO ${s} (${columnsList}) ${sideRows(`${t} r`)};
    $fn$;
    SELECT ${ident(`${side}_fill`)}();
    CREATE INDEX ${ident(`${side}_walk_idx`)} ON ${s} (${columnsList});
    ANALYZE ${s};

    ${fn('inserted', `INSERT INTO ${s} (${columnsList}) ${sideRows('__new r')};`)}
    ${fn(
      'updated',
      `${deleteOld('__old o JOIN __new r ON r.id = o.id', changed)}
      INSERT INTO ${s} (${columnsList}) ${sideRows(`__new r JOIN __old o ON o.id = r.id`, changed)};`,
    )}
    ${fn('deleted', deleteOld('__old o'))}
    CREATE TRIGGER ${ident(`${side}_inserted`)} AFTER INSERT ON ${t}
      REFERENCING NEW TABLE AS __new FOR EACH STATEMENT EXECUTE FUNCTION ${ident(`${side}_inserted`)}();
    CREATE TRIGGER ${ident(`${side}_updated`)} AFTER UPDATE ON ${t}
      REFERENCING OLD TABLE AS __old NEW TABLE AS __new FOR EACH STATEMENT EXECUTE FUNCTION ${ident(`${side}_updated`)}();
    CREATE TRIGGER ${ident(`${side}_deleted`)} AFTER DELETE ON ${t}
      REFERENCING OLD TABLE AS __old FOR EACH STATEMENT EXECUTE FUNCTION ${ident(`${side}_deleted`)}();`;
}
