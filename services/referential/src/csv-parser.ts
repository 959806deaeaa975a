/**
 * The referential's CSV reader is the platform's (`@transport/platform`, `csv-read.ts`): an
 * RFC 4180 reader whose records carry the line they start on, so that errors can point at the
 * file; over a file being read (`parseCsvStream`) it scans each piece of the file on a reading
 * thread, off the service's event loop (ADR 0088).
 */
export { parseCsv, readCsv as parseCsvStream, type CsvRecord } from '@transport/platform';
