/**
 * The SQL of dated tables, for migrations: a key held on every dated day (`datedUniqueKeySql`).
 */
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
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
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
