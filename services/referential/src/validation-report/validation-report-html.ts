/**
 * The validation report as a page for people: the counts by severity, then one table of the
 * notices (severity, code, sentence, links to the records), then the rules run with their
 * counts. Every text from the registry is escaped; the page has no script.
 */
import type { ValidationReport } from './validation-report.service.ts';

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

export function validationReportHtml(report: ValidationReport): string {
  const notices = report.notices
    .map(
      (notice) =>
        `<tr class="${notice.severity.toLowerCase()}"><td>${notice.severity}</td><td><code>${escape(notice.code)}</code></td>` +
        `<td>${escape(notice.message)}</td><td>${notice.records
          .map((record) => `<a href="${escape(record.link)}">${escape(record.type)}</a>`)
          .join(' ')}</td></tr>`,
    )
    .join('\n');
  const rules = report.rules
    .map(
      (rule) =>
        `<tr><td><code>${escape(rule.code)}</code></td><td>${rule.family}</td><td>${rule.severity}</td>` +
        `<td>${escape(rule.description)}</td><td>${rule.notices}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Validation report ${report.at}</title>
<style>
body { font-family: sans-serif; margin: 2em; }
table { border-collapse: collapse; margin-bottom: 2em; }
td, th { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; }
tr.error td:first-child { color: #b00020; font-weight: bold; }
tr.warning td:first-child { color: #8a5a00; }
</style>
</head>
<body>
<h1>Validation report</h1>
<p>Registry on <time id="at">${report.at}</time>, as known at <time id="known-at">${report.knownAt}</time>.</p>
<ul id="counts">
<li class="error">${report.counts.ERROR} error(s)</li>
<li class="warning">${report.counts.WARNING} warning(s)</li>
<li class="info">${report.counts.INFO} info</li>
</ul>
<h2>Notices</h2>
${
  report.notices.length === 0
    ? '<p id="no-notices">No notice: every rule run found nothing.</p>'
    : `<table id="notices">\n<thead><tr><th>Severity</th><th>Code</th><th>Notice</th><th>Records</th></tr></thead>\n<tbody>\n${notices}\n</tbody>\n</table>`
}
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
