/**
 * The SQL of dated tables, for migrations: the table of a family's dated rows
 * (`datedTableSql`) and a key held on every dated day (`datedUniqueKeySql`).
 */

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A dated table as a migration declares it (`datedTableSql`). */
export interface DatedTable {
  /** The table of the rows (`carrier_states`, `coordination_members`). */
  table: string;
  /** The column naming the record (a link's owner) and the table it references. */
  owner: { column: string; references: string };
  /**
   * A link over separate periods: its subject, whose column joins the owner's in the exclusion
   * constraint (the pair's periods never overlap; two subjects of one owner may).
   */
  subject?: { column: string; references: string };
  /** The state's columns, in order, each with its type and constraints (`text NOT NULL CHECK …`). */
  columns?: Readonly<Record<string, string>>;
  /** Named checks over the state's columns (`carrier_states_suspension_check`: its expression). */
  checks?: Readonly<Record<string, string>>;
  /** Indexes by name and their columns (`carrier_states_status_idx`: `status, effective_from`). */
  indexes?: Readonly<Record<string, string>>;
  /**
   * The record's table whose own columns project the row in force today (`todayReads:
   * 'projection'`): it gets `states_due`, the first day the projection may stop holding, indexed.
   */
  projectedOn?: string;
}

/**
 * SQL (for a migration) creating a dated table as `datedFamily` reads it: the key columns, the
 * state's, the period (`effective_from`, `effective_to` inclusive and null while open) and who
 * wrote it; the period never runs backwards (`<table>_period_check`) and never overlaps another
 * of the record, or of the pair for a separate link (`<table>_no_overlap`, the constraint a
 * family's constraint map names). Migrations applied before it typed the same DDL by hand; it is
 * checked against one of them (`dated-table-sql.test.ts`).
 */
export function datedTableSql(spec: DatedTable): string {
  const { table, owner, subject } = spec;
  const keys = [owner, ...(subject ? [subject] : [])];
  const lines = [
    'id uuid PRIMARY KEY DEFAULT gen_random_uuid()',
    ...keys.map((key) => `${q(key.column)} uuid NOT NULL REFERENCES ${q(key.references)} (id)`),
    ...Object.entries(spec.columns ?? {}).map(([column, type]) => `${q(column)} ${type}`),
    'effective_from date NOT NULL',
    'effective_to date',
    'created_at timestamptz NOT NULL DEFAULT now()',
    'created_by text NOT NULL',
    'updated_at timestamptz NOT NULL DEFAULT now()',
    'updated_by text NOT NULL',
    ...Object.entries(spec.checks ?? {}).map(([name, check]) => `CONSTRAINT ${q(name)} CHECK (${check})`),
    `CONSTRAINT ${q(`${table}_period_check`)} CHECK (effective_to IS NULL OR effective_to >= effective_from)`,
    `CONSTRAINT ${q(`${table}_no_overlap`)} EXCLUDE USING gist (
        ${keys.map((key) => `${q(key.column)} WITH =`).join(', ')},
        daterange(effective_from, effective_to, '[]') WITH &&
      )`,
  ];
  const indexes = Object.entries(spec.indexes ?? {}).map(
    ([name, columns]) => `CREATE INDEX ${q(name)} ON ${q(table)} (${columns});`,
  );
  const projected = spec.projectedOn;
  const projection = projected
    ? [
        `ALTER TABLE ${q(projected)} ADD COLUMN states_due date;`,
        `CREATE INDEX ${q(`${projected}_states_due_idx`)} ON ${q(projected)} (states_due) WHERE states_due IS NOT NULL;`,
      ]
    : [];
  return [
    `CREATE TABLE ${q(table)} (\n      ${lines.join(',\n      ')}\n    );`,
    ...indexes,
    ...projection,
  ].join('\n    ');
}

/**
 * A key of a record that one record at a time may hold on any day, among its dated rows in a
 * given state: a bay's code among the ACTIVE bays of its area, an identifier's value among the
 * identifiers not revoked. A partial unique index on the record's own columns only sees one day
 * (today's projection, or the latest row); this sees every day of every row.
 */
export interface DatedUniqueKey {
  /** The dated rows (`bay_states`), the column naming their record, and the record's table. */
  states: string;
  ownerColumn: string;
  owner: string;
  /** The record's columns the key is made of, copied onto each of its rows, with their types. */
  copied: Readonly<Record<string, string>>;
  /** The key's elements over those columns, as the record's unique index has them: `upper(code)`. */
  key: readonly string[];
  /** The rows in which the key is held: `status = 'ACTIVE'`. */
  where: string;
  /** The exclusion constraint's name, which the family's constraint map declares (ADR 0015). */
  constraint: string;
}

/**
 * SQL (for a migration) holding a `DatedUniqueKey` in the database: the key's columns copied
 * from the record onto its rows, kept so by triggers whatever writes either table (a row takes
 * them when written, a record's change of them reaches all its rows), and an exclusion
 * constraint refusing two rows of different records with the same key whose periods overlap in
 * that state. A row's own record never clashes with itself: its rows never overlap.
 */
export function datedUniqueKeySql(spec: DatedUniqueKey): string {
  const columns = Object.entries(spec.copied);
  const states = q(spec.states);
  const owner = q(spec.owner);
  const copyOnRow = q(`${spec.states}_copy_owner_key`);
  const copyToRows = q(`${spec.owner}_key_to_${spec.states}`);
  const names = columns.map(([c]) => q(c));
  return `
    ALTER TABLE ${states} ${columns.map(([c, type]) => `ADD COLUMN ${q(c)} ${type}`).join(', ')};
    UPDATE ${states} s SET ${names.map((c) => `${c} = o.${c}`).join(', ')}
      FROM ${owner} o WHERE o.id = s.${q(spec.ownerColumn)};
    CREATE FUNCTION ${copyOnRow}() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
    BEGIN
      SELECT ${names.map((c) => `o.${c}`).join(', ')} INTO ${names.map((c) => `NEW.${c}`).join(', ')}
        FROM ${owner} o WHERE o.id = NEW.${q(spec.ownerColumn)};
      RETURN NEW;
    END;
    $$;
    CREATE TRIGGER copy_owner_key BEFORE INSERT OR UPDATE ON ${states}
      FOR EACH ROW EXECUTE FUNCTION ${copyOnRow}();
    CREATE FUNCTION ${copyToRows}() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE ${states} SET ${names.map((c) => `${c} = NEW.${c}`).join(', ')}
       WHERE ${q(spec.ownerColumn)} = NEW.id;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER ${q(`key_to_${spec.states}`)} AFTER UPDATE OF ${names.join(', ')} ON ${owner}
      FOR EACH ROW WHEN (${names.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ')})
      EXECUTE FUNCTION ${copyToRows}();
    ALTER TABLE ${states} ADD CONSTRAINT ${q(spec.constraint)} EXCLUDE USING gist (
      ${spec.key.map((k) => `${k} WITH =`).join(', ')},
      daterange(effective_from, effective_to, '[]') WITH &&
    ) WHERE (${spec.where});
  `;
}
