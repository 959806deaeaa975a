/**
 * The page a screen shows (ADR 0025): `GET /siv/screens/{id}?key=...`, outside the contract and
 * without a bearer token, opened by the point's screen key alone. It carries every page of the
 * board at that instant (`at` for a preview or a replay, now otherwise); its script turns the
 * pages and languages on the clock as the profile says, shows the local time, and reloads the
 * board every `REFRESH_SECONDS`, keeping what it shows (marked stale) when the reload fails.
 * Whatever goes wrong behind a valid key, the screen shows the fallback content, never an error.
 */
import { AppError, localDateTime, type Logger, type PublicRoutes } from '@transport/platform';
import type { DisplayPointPort } from '../display-points/display-points.port.ts';
import type { Schemas } from '../types.ts';
import { labelsOf } from './board.ts';
import type { BoardService } from './boards.service.ts';

/** How often a screen reloads its board. */
const REFRESH_SECONDS = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type BoardRow = Schemas['BoardRow'];
type FallbackContent = Schemas['FallbackContent'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface ScreenContent {
  rows: BoardRow[];
  lineCount: number;
  pageSeconds: number;
  languages: string[];
  headings: { language: string; heading: string }[];
  fallback: FallbackContent;
  timeZone: string;
  localTime: string;
  stale: boolean;
  staleSeconds: number | null;
  title: string;
}

/** The stale notice in a language (French or English), with the age of what is shown. */
function staleText(language: string, seconds: number | null): string {
  const minutes = seconds === null ? null : Math.max(1, Math.round(seconds / 60));
  return language.startsWith('fr')
    ? `Informations non actualisées${minutes === null ? '' : ` depuis ${minutes} min`}`
    : `Information not updated${minutes === null ? '' : ` for ${minutes} min`}`;
}

function byLanguage(languages: string[], text: (language: string) => string) {
  return languages.map((l) => `<span lang="${escape(l)}">${escape(text(l))}</span>`).join('');
}

/** The board's markup (also what a reload replaces). */
function boardMarkup(content: ScreenContent): string {
  const { languages } = content;
  const header =
    `<header><h1>${content.headings.map((h) => `<span lang="${escape(h.language)}">${escape(h.heading)}</span>`).join('')}</h1>` +
    `<p class="title">${escape(content.title)}</p><time class="clock">${escape(content.localTime)}</time></header>`;
  const stale = content.stale
    ? `<p class="stale" role="status">${byLanguage(languages, (l) => staleText(l, content.staleSeconds))}</p>`
    : '';
  if (content.rows.length === 0) {
    const fallback =
      content.fallback.type === 'TEXT'
        ? `<p class="fallback-text">${escape(content.fallback.text ?? '')}</p>`
        : content.fallback.type === 'CLOCK'
          ? `<p class="fallback-clock clock">${escape(content.localTime)}</p>`
          : '';
    return `${header}<main class="fallback" data-fallback="${content.fallback.type}">${fallback}</main>${stale}`;
  }
  const pages: string[] = [];
  for (let start = 0; start < content.rows.length; start += content.lineCount) {
    const rows = content.rows.slice(start, start + content.lineCount).map((row) => {
      const status = byLanguage(
        languages,
        (l) => row.texts.find((t) => t.language === l)?.status ?? labelsOf(l)[row.status],
      );
      const changed = row.announcedTime !== row.scheduledTime ? `<s>${escape(row.scheduledTime)}</s> ` : '';
      return (
        `<tr class="row ${row.cancelled ? 'cancelled' : ''} status-${row.status.toLowerCase()}">` +
        `<td class="time">${changed}${escape(row.announcedTime)}</td>` +
        `<td class="line"><span>${escape(row.lineCode)}</span></td>` +
        `<td class="destination">${escape(row.destinationName)}</td>` +
        `<td class="bay">${escape(row.bayCode ?? '')}</td>` +
        `<td class="status">${status}</td></tr>`
      );
    });
    pages.push(`<table class="page" data-page="${pages.length + 1}"><tbody>${rows.join('')}</tbody></table>`);
  }
  return `${header}<main data-pages="${pages.length}">${pages.join('')}</main>${stale}`;
}

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{height:100%;background:#000;color:#fff;font-family:"DejaVu Sans",Arial,sans-serif;overflow:hidden}
body{display:flex;flex-direction:column;font-size:min(2.8vw,calc(80vh / (var(--rows) + 3) * 0.55))}
header{display:flex;align-items:baseline;gap:1em;padding:.4em .8em;background:#0b2a5b;border-bottom:.12em solid #ffd200}
h1{font-size:1.5em;flex:none}
.title{font-size:.8em;color:#e6e6e6;flex:1;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.clock{font-size:1.5em;font-variant-numeric:tabular-nums;color:#ffd200;flex:none;margin-left:auto}
main{flex:1;display:flex;flex-direction:column}
table{width:100%;border-collapse:collapse;table-layout:fixed}
td{padding:.35em .5em;border-bottom:.05em solid #444;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.time{width:15%;font-variant-numeric:tabular-nums;color:#ffd200;font-weight:bold}
.time s{color:#bbb;font-weight:normal;font-size:.7em}
.line{width:20%}.line span{background:#fff;color:#000;padding:0 .3em;border-radius:.2em;font-weight:bold;font-size:.8em}
.destination{width:37%}.bay{width:8%;text-align:center}.status{width:20%;text-align:right;color:#7CFC00}
.status-delayed .status,.status-bay_changed .status{color:#ffd200}
.cancelled td{color:#ff8080}.cancelled .destination,.cancelled .line span{text-decoration:line-through}
.cancelled .status{color:#fff;background:#b00000;font-weight:bold}
.stale{background:#ffd200;color:#000;padding:.3em .8em;font-size:.8em;font-weight:bold}
.fallback{align-items:center;justify-content:center}
.fallback-text{font-size:1.4em;padding:1em;text-align:center;white-space:normal}
.fallback-clock{font-size:5em}
.page{display:none}.page.shown{display:table}
[lang]{display:none}[lang].shown{display:inline}
@media (orientation:portrait){body{font-size:min(3.4vw,calc(85vh / (var(--rows) + 3) * 0.5))}.bay{display:none}.destination{width:45%}.title{display:none}}
`;

const SCRIPT = `
(function(){
  var cfg = JSON.parse(document.getElementById('screen-config').textContent);
  var lastOk = Date.now();
  function show(){
    var pages = document.querySelectorAll('.page');
    var slot = Math.floor(Date.now() / 1000 / cfg.pageSeconds);
    var count = Math.max(pages.length, 1);
    var page = slot % count;
    var language = cfg.languages[Math.floor(slot / count) % cfg.languages.length];
    pages.forEach(function(p, i){ p.classList.toggle('shown', i === page); });
    document.querySelectorAll('[lang]').forEach(function(e){ e.classList.toggle('shown', e.getAttribute('lang') === language); });
    document.documentElement.setAttribute('data-page', String(page + 1));
    var clock = new Intl.DateTimeFormat('en-GB', { timeZone: cfg.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    if (!cfg.fixed) document.querySelectorAll('.clock').forEach(function(c){ c.textContent = clock.format(new Date()); });
  }
  function refresh(){
    fetch(location.href, { cache: 'no-store' }).then(function(r){
      if (!r.ok) throw new Error(String(r.status));
      return r.text();
    }).then(function(html){
      var next = new DOMParser().parseFromString(html, 'text/html').getElementById('board');
      if (!next) throw new Error('no board');
      document.getElementById('board').innerHTML = next.innerHTML;
      lastOk = Date.now();
      show();
    }).catch(function(){
      var board = document.getElementById('board');
      var marker = board.querySelector('.stale');
      if (!marker) { marker = document.createElement('p'); marker.className = 'stale'; board.appendChild(marker); }
      marker.textContent = cfg.staleText + ' (' + Math.max(1, Math.round((Date.now() - lastOk) / 60000)) + ' min)';
    });
  }
  show();
  setInterval(show, 1000);
  setInterval(refresh, cfg.refreshSeconds * 1000);
})();
`;

function page(content: ScreenContent, fixed: boolean): string {
  const config = JSON.stringify({
    pageSeconds: content.pageSeconds,
    languages: content.languages,
    timeZone: content.timeZone,
    refreshSeconds: REFRESH_SECONDS,
    staleText: staleText(content.languages[0] ?? 'en', null),
    fixed,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escape(content.languages[0] ?? 'en')}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(content.title)}</title>
<style>${STYLE}</style></head>
<body style="--rows:${content.lineCount}"><div id="board" style="display:contents">${boardMarkup(content)}</div>
<script type="application/json" id="screen-config">${config}</script>
<script>${SCRIPT}</script></body></html>`;
}

const NOT_FOUND = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown screen</title></head>
<body style="background:#000;color:#fff;font-family:sans-serif"><p>This screen address is not valid.</p></body></html>`;

export function mountScreenPages(
  app: PublicRoutes,
  deps: { boards: BoardService; points: DisplayPointPort; timeZone: string; logger: Logger; now?(): number },
): void {
  const now = deps.now ?? Date.now;
  app.get('/siv/screens/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex');
    const id = String(req.params.id);
    const key = typeof req.query.key === 'string' ? req.query.key : '';
    const at = typeof req.query.at === 'string' ? Date.parse(req.query.at) : NaN;
    const instant = Number.isNaN(at) ? now() : at;
    try {
      if (!UUID.test(id) || key === '' || !(await deps.points.screenKeyMatches(id, key))) {
        res.status(404).type('html').send(NOT_FOUND);
        return;
      }
    } catch (error) {
      deps.logger.warn({ err: error }, 'screen key not checked');
      res.status(503).type('html').send(NOT_FOUND);
      return;
    }
    let content: ScreenContent;
    try {
      const { board, allRows, profile, point } = await deps.boards.boardAt(id, instant);
      content = {
        rows: allRows,
        lineCount: profile.lineCount,
        pageSeconds: profile.pageSeconds,
        languages: profile.languages,
        headings: board.texts,
        fallback: profile.fallbackContent,
        timeZone: deps.timeZone,
        localTime: board.localTime,
        stale: board.stale,
        staleSeconds: board.staleSeconds,
        title: point.name,
      };
    } catch (error) {
      // A retired point or profile, a point without one, anything else: the screen shows a clock.
      if (!(error instanceof AppError)) deps.logger.warn({ err: error }, 'screen board failed');
      const point = await deps.points.find(id).catch(() => undefined);
      content = {
        rows: [],
        lineCount: 10,
        pageSeconds: 10,
        languages: ['en'],
        headings: [{ language: 'en', heading: labelsOf('en').departures }],
        fallback: { type: 'CLOCK' },
        timeZone: deps.timeZone,
        localTime: localDateTime(instant, deps.timeZone).time,
        stale: false,
        staleSeconds: null,
        title: point?.name ?? '',
      };
    }
    res
      .status(200)
      .type('html')
      .send(page(content, !Number.isNaN(at)));
  });
}
