/**
 * The floor of the bay benchmark: a minimal node http + pg handler running the naive SQL
 * (LIKE '%term%' on the folded code's trigram index, the term lowercased, ORDER BY code
 * LIMIT/OFFSET, an exact COUNT(*)), with no framework, validation, auth or logging. What the
 * service adds is measured against it.
 */
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const COLUMNS = 'id, station_area_id, code, position, length_m, height_m, status, created_at, updated_at';

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://floor');
  try {
    if (url.pathname === '/ready') {
      res.end('ok');
      return;
    }
    if (url.pathname === '/search') {
      const term = url.searchParams.get('term');
      const area = url.searchParams.get('area');
      const where = term
        ? `status = 'ACTIVE' AND code_folded LIKE $1`
        : `status = 'ACTIVE' AND station_area_id = $1`;
      const value = term ? `%${term.toLowerCase()}%` : area;
      const rows = await pool.query(
        `SELECT ${COLUMNS} FROM referential.bays WHERE ${where} ORDER BY code LIMIT 20 OFFSET 0`,
        [value],
      );
      const count = await pool.query(`SELECT count(*) FROM referential.bays WHERE ${where}`, [value]);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: rows.rows, page: 0, size: 20, total: Number(count.rows[0].count) }));
      return;
    }
    if (url.pathname.startsWith('/bays/')) {
      const rows = await pool.query(`SELECT ${COLUMNS} FROM referential.bays WHERE id = $1`, [
        url.pathname.slice(6),
      ]);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(rows.rows[0] ?? null));
      return;
    }
    res.statusCode = 404;
    res.end();
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
