/**
 * The page a screen shows (ADR 0025): `GET /siv/screens/{id}?key=...`, outside the contract and
 * without a bearer token, opened by the point's screen key alone. It carries every page of the
 * board at that instant (`at` for a preview or a replay, now otherwise); its script turns the
 * pages and languages on the clock as the profile says, shows the local time, and reloads the
 * board every `REFRESH_SECONDS`, keeping what it shows (marked stale) when the reload fails.
 * Whatever goes wrong behind a valid key, the screen shows the fallback content, never an error.
 * With `format=text` the same board is answered as plain sentences (the board's `readout`), for
 * audio readout players and text-only displays. Each load (a preview at `at` aside) is recorded
 * as a sighting of the screen, for its health.
 */
import { AppError, localDateTime, type Logger, type PublicRoutes } from '@transport/platform';
import type { ScreenSightings } from '../board-deliveries/board-deliveries.port.ts';
import type { DisplayPointPort } from '../display-points/display-points.port.ts';
import type { Schemas } from '../types.ts';
import { countdownText, labelsOf, messageText, readoutText, staleText } from './board.ts';
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
  messages: Schemas['BoardMessage'][];
  /** The board as plain sentences, one text per language (`format=text`). */
  readout: { language: string; text: string }[];
}

/** A text in each language, the first one shown until the script turns them. */
function byLanguage(languages: string[], text: (language: string) => string) {
  return languages
    .map((l, i) => `<span class="tr${i === 0 ? ' shown' : ''}" lang="${escape(l)}">${escape(text(l))}</span>`)
    .join('');
}

const COLUMNS = ['time', 'countdown', 'line', 'destination', 'bay', 'status'] as const;

/**
 * The step-free mark beside a bay: the wheelchair symbol drawn in SVG (no font needed), an image
 * whose text alternative is the language showing (the script sets it at each turn).
 */
const stepFreeMark = (language: string) =>
  `<span class="step-free" role="img" aria-label="${escape(labelsOf(language).stepFree)}">` +
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="10" cy="3.2" r="2.2"/>' +
  '<path d="M8.6 7h2.8v4.6h5.1l3.3 7.4-2.1.9-2.6-5.8H9.6a1 1 0 0 1-1-1z"/>' +
  '<path d="M7.2 10.4v2.3a4.6 4.6 0 1 0 6.9 5.4h2.3a6.8 6.8 0 1 1-9.2-7.7z"/></svg></span>';

function rowMarkup(row: BoardRow, languages: string[]): string {
  const first = languages[0] ?? 'en';
  const status = byLanguage(
    languages,
    (l) => row.texts.find((t) => t.language === l)?.status ?? labelsOf(l)[row.status],
  );
  const changed = row.announcedTime !== row.scheduledTime ? `<s>${escape(row.scheduledTime)}</s>` : '';
  return (
    `<tr class="row${row.cancelled ? ' cancelled' : ''}${row.boardingClosed ? ' boarding-closed' : ''}${row.setDownOnly ? ' set-down-only' : ''} status-${row.status.toLowerCase()}">` +
    `<td class="time">${changed}<b class="new">${escape(row.announcedTime)}</b></td>` +
    `<td class="countdown" data-at="${escape(row.announcedAt)}">${
      row.cancelled ? '' : byLanguage(languages, (l) => countdownText(row, l))
    }</td>` +
    `<td class="line"><span class="badge">${escape(row.lineCode)}</span></td>` +
    `<td class="destination"><span class="name">${escape(row.destinationName)}</span>${
      row.reason === null ? '' : `<span class="reason">${escape(row.reason)}</span>`
    }</td>` +
    `<td class="bay"><span class="code">${escape(row.bayCode ?? '')}</span>${row.stepFree ? stepFreeMark(first) : ''}</td>` +
    `<td class="status">${status}</td></tr>`
  );
}

/** The board's markup (also what a reload replaces). */
function boardMarkup(content: ScreenContent): string {
  const { languages } = content;
  const pageCount = Math.ceil(content.rows.length / content.lineCount);
  const header =
    `<header><h1>${byLanguage(languages, (l) => content.headings.find((h) => h.language === l)?.heading ?? '')}</h1>` +
    `<p class="title">${escape(content.title)}</p>` +
    (pageCount > 1 ? `<p class="pager">1/${pageCount}</p>` : '') +
    `<time class="clock">${escape(content.localTime)}</time></header>`;
  const stale = content.stale
    ? `<p class="stale" role="status">${byLanguage(languages, (l) => staleText(l, content.staleSeconds))}</p>`
    : '';
  const emergency = content.messages.find((m) => m.priority === 'EMERGENCY');
  if (emergency) {
    // An emergency takes the whole screen: its text instead of the rows.
    return (
      `${header}<main class="takeover" role="alert" data-message="${escape(emergency.code)}">` +
      `<p>${byLanguage(languages, (l) => messageText(emergency.texts, l))}</p></main>${stale}`
    );
  }
  const messages =
    content.messages.length === 0
      ? ''
      : `<div class="messages" role="status">${content.messages
          .map(
            (m) =>
              `<p class="message message-${m.priority.toLowerCase()}" data-message="${escape(m.code)}">` +
              `${byLanguage(languages, (l) => messageText(m.texts, l))}</p>`,
          )
          .join('')}</div>`;
  if (content.rows.length === 0) {
    const fallback =
      content.fallback.type === 'TEXT'
        ? `<p class="fallback-text">${escape(content.fallback.text ?? '')}</p>`
        : content.fallback.type === 'CLOCK'
          ? `<p class="fallback-clock clock">${escape(content.localTime)}</p>`
          : '';
    return `${header}<main class="fallback" data-fallback="${content.fallback.type}">${fallback}</main>${messages}${stale}`;
  }
  const headings = `<thead><tr>${COLUMNS.map(
    (column, i) => `<th class="${column}">${byLanguage(languages, (l) => labelsOf(l).columns[i] ?? '')}</th>`,
  ).join('')}</tr></thead>`;
  // One table, so that the columns line up when a portrait screen shows several pages at once.
  const pages: string[] = [];
  for (let start = 0; start < content.rows.length; start += content.lineCount) {
    const rows = content.rows.slice(start, start + content.lineCount).map((row) => rowMarkup(row, languages));
    pages.push(
      `<tbody class="page${pages.length === 0 ? ' shown' : ''}" data-page="${pages.length + 1}" data-rows="${rows.length}">` +
        `${rows.join('')}</tbody>`,
    );
  }
  return `${header}<main data-pages="${pages.length}"><table>${headings}${pages.join('')}</table></main>${messages}${stale}`;
}

/*
 * Sized from the screen: the text is as large as the rows and the widest column allow, then the
 * script shrinks it (the whole board, and a long destination on its own) until nothing overflows.
 * A portrait screen shows as many of the profile's pages at once as its height holds at the size
 * its width allows, and the rows of a full screen share its height (no empty bottom two thirds);
 * the header and the column headings take at most a twentieth of the height each.
 * Times, countdowns, line codes and bays never wrap; destinations and statuses wrap between words.
 * Colours hold a contrast of at least 4.5:1 (WCAG AA) against their background.
 */
const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{height:100%;background:#000;color:#fff;font-family:"DejaVu Sans",Arial,sans-serif;overflow:hidden}
body{display:flex;flex-direction:column;font-size:min(calc(100vw / 18),calc(100vh / ((var(--rows) + 2) * 2.4)))}
header{font-size:min(1em,5vh);display:flex;align-items:center;gap:.8em;padding:.3em .6em;background:#0b2a5b;border-bottom:.12em solid #ffd200;flex:none}
h1{font-size:1.4em;flex:none;white-space:nowrap}
.title{font-size:.8em;color:#e6e6e6;flex:1;min-width:0;overflow-wrap:anywhere;line-height:1.1}
.pager{font-size:.9em;flex:none;font-variant-numeric:tabular-nums;white-space:nowrap}
.clock{font-size:1.4em;font-variant-numeric:tabular-nums;color:#ffd200;flex:none}
main{flex:1;min-height:0;display:flex;flex-direction:column;overflow:hidden}
table{width:100%;border-collapse:collapse}
thead{font-size:min(1em,5vh)}
th{font-size:.6em;font-weight:normal;color:#ccc;text-align:left;padding:.3em .7em;border-bottom:.1em solid #666;white-space:nowrap}
td{padding:.25em .4em;border-bottom:.05em solid #444;white-space:nowrap;vertical-align:middle;line-height:1.15}
.time,.countdown{font-variant-numeric:tabular-nums}
td.time .new{display:block;color:#ffd200;font-weight:bold}
td.time s{display:block;color:#bbb;font-size:.6em}
.line .badge{background:#fff;color:#000;padding:0 .3em;border-radius:.2em;font-weight:bold;font-size:.8em}
td.destination{white-space:normal;overflow-wrap:break-word;width:99%}
td.destination .name{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
td.destination .reason{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere;font-size:.55em;color:#e6e6e6;text-decoration:none}
.bay{text-align:center;font-weight:bold}
.step-free{display:inline-block;margin-left:.2em;vertical-align:middle;background:#1f5fbf;border-radius:.12em;width:.9em;height:.9em;padding:.06em;line-height:0}
.step-free svg{width:100%;height:100%;fill:#fff}
td.status{white-space:normal;text-align:right;color:#7cfc00}
th.status{text-align:right}
.status-delayed td.status,.status-bay_changed td.status{color:#ffd200}
.cancelled td,.cancelled td.time .new{color:#ff8080}.cancelled .name,.cancelled .badge{text-decoration:line-through}
.cancelled td.status{color:#fff;background:#b00000;font-weight:bold}
.set-down-only td.status{color:#000;background:#ffd200;font-weight:bold}
.messages{flex:none}
.message{padding:.3em .8em;font-size:.9em;font-weight:bold;border-top:.08em solid #000}
.message-warning{background:#ffd200;color:#000}.message-info{background:#fff;color:#000}
.takeover{align-items:center;justify-content:center;background:#b00000}
.takeover p{font-size:2.4em;font-weight:bold;padding:1em;text-align:center;color:#fff;overflow-wrap:break-word}
.stale{background:#ffd200;color:#000;padding:.3em .8em;font-size:.8em;font-weight:bold;flex:none}
.fallback{align-items:center;justify-content:center}
.fallback-text{font-size:1.4em;padding:1em;text-align:center;white-space:normal}
.fallback-clock{font-size:5em}
.page{display:none}.page.shown{display:table-row-group}
.tr{display:none}.tr.shown{display:inline}
`;

const SCRIPT = `
(function(){
  var cfg = JSON.parse(document.getElementById('screen-config').textContent);
  var lastOk = Date.now();
  var shown = '';
  function overflows(e){ return e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1; }
  // The profile's pages a screen shows at once: one on a landscape screen; on a portrait one, as
  // many as its height holds rows of the largest text its width allows (about 20 em across).
  function perScreen(){
    if (innerHeight <= innerWidth) return 1;
    var em = innerWidth / 20;
    return Math.max(1, Math.floor((innerHeight / em - 4) / 1.7 / cfg.lineCount));
  }
  function fit(group){
    var body = document.body;
    body.style.setProperty('--rows', String(cfg.lineCount * group));
    body.style.fontSize = '';
    var table = document.querySelector('main table');
    if (table) table.style.height = '';
    var size = parseFloat(getComputedStyle(body).fontSize);
    var main = document.querySelector('main');
    var header = document.querySelector('header');
    document.querySelectorAll('.page.shown td.destination .name').forEach(function(n){ n.style.fontSize = ''; });
    for (var i = 0; i < 40 && main && (overflows(main) || (header && overflows(header))); i++) {
      size = size * 0.95;
      body.style.fontSize = size + 'px';
    }
    document.querySelectorAll('.page.shown td.destination .name').forEach(function(n){
      for (var s = 1; s > 0.6 && n.scrollHeight > n.clientHeight + 1; s -= 0.1) n.style.fontSize = s.toFixed(1) + 'em';
    });
    // The rows share the board's height in proportion to how full the screen is.
    if (table && main) {
      var rows = 0;
      document.querySelectorAll('.page.shown').forEach(function(p){ rows += Number(p.getAttribute('data-rows')); });
      var share = Math.min(1, (rows + 1) / (cfg.lineCount * group + 1));
      var natural = table.getBoundingClientRect().height;
      var wanted = main.clientHeight * share;
      if (wanted > natural) table.style.height = wanted + 'px';
    }
  }
  function show(){
    var pages = document.querySelectorAll('.page');
    var slot = Math.floor(Date.now() / 1000 / cfg.pageSeconds);
    var count = Math.max(pages.length, 1);
    var page = slot % count;
    var language = cfg.languages[Math.floor(slot / count) % cfg.languages.length];
    // A screen showing several pages at once shows the group holding the page of the instant.
    var group = Math.min(perScreen(), count);
    var first = Math.floor(page / group) * group;
    var groups = Math.ceil(count / group);
    pages.forEach(function(p, i){ p.classList.toggle('shown', i >= first && i < first + group); });
    document.querySelectorAll('.tr').forEach(function(e){ e.classList.toggle('shown', e.getAttribute('lang') === language); });
    document.querySelectorAll('.step-free').forEach(function(e){ e.setAttribute('aria-label', cfg.stepFree[language]); });
    document.documentElement.setAttribute('data-page', String(page + 1));
    document.documentElement.setAttribute('data-language', language);
    document.documentElement.lang = language;
    document.querySelectorAll('.pager').forEach(function(p){
      p.textContent = groups > 1 ? (first / group + 1) + '/' + groups : '';
      p.hidden = groups <= 1;
    });
    if (!cfg.fixed) {
      var clock = new Intl.DateTimeFormat('en-GB', { timeZone: cfg.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      document.querySelectorAll('.clock').forEach(function(c){ c.textContent = clock.format(new Date()); });
      var minute = Math.floor(Date.now() / 60000) * 60000;
      document.querySelectorAll('td.countdown[data-at] .tr').forEach(function(c){
        var away = Math.round((Date.parse(c.parentNode.getAttribute('data-at')) - minute) / 60000);
        c.textContent = away <= 0 ? cfg.now[c.getAttribute('lang')] : away + ' min';
      });
    }
    var key = first + '|' + group + '|' + language + '|' + innerWidth + 'x' + innerHeight;
    if (key !== shown) { shown = key; fit(group); }
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
      shown = '';
      show();
    }).catch(function(){
      var board = document.getElementById('board');
      var marker = board.querySelector('.stale');
      if (!marker) { marker = document.createElement('p'); marker.className = 'stale'; marker.setAttribute('role', 'status'); board.appendChild(marker); }
      marker.textContent = cfg.staleText + ' (' + Math.max(1, Math.round((Date.now() - lastOk) / 60000)) + ' min)';
      shown = '';
      show();
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
    lineCount: content.lineCount,
    staleText: staleText(content.languages[0] ?? 'en', null),
    now: Object.fromEntries(content.languages.map((l) => [l, labelsOf(l).now])),
    stepFree: Object.fromEntries(content.languages.map((l) => [l, labelsOf(l).stepFree])),
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
  deps: {
    boards: BoardService;
    points: DisplayPointPort;
    /** Told each load of a screen's page (not a preview or replay at `at`), for the screens' health. */
    sightings: ScreenSightings;
    timeZone: string;
    logger: Logger;
    now(): number;
  },
): void {
  const { now } = deps;
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
    if (Number.isNaN(at)) await deps.sightings.pageLoaded(id);
    const asText = req.query.format === 'text';
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
        // Closures the rules service could not confirm are shown with the same banner.
        stale: board.stale || board.boardingClosureStale,
        staleSeconds: board.staleSeconds,
        title: point.name,
        readout: board.readout,
        messages: board.messages,
      };
    } catch (error) {
      // A retired point or profile, a point without one, anything else: the screen shows a clock.
      if (!(error instanceof AppError)) deps.logger.warn({ err: error }, 'screen board failed');
      const point = await deps.points.find(id).catch(() => undefined);
      const heading = labelsOf('en').departures;
      const localTime = localDateTime(instant, deps.timeZone).time;
      content = {
        rows: [],
        lineCount: 10,
        pageSeconds: 10,
        languages: ['en'],
        headings: [{ language: 'en', heading }],
        fallback: { type: 'CLOCK' },
        timeZone: deps.timeZone,
        localTime,
        stale: false,
        staleSeconds: null,
        title: point?.name ?? '',
        messages: [],
        readout: [
          {
            language: 'en',
            text: readoutText('en', { heading, title: point?.name ?? '', localTime, rows: [], notices: [] }),
          },
        ],
      };
    }
    if (asText) {
      res
        .status(200)
        .type('text/plain; charset=utf-8')
        .send(`${content.readout.map((r) => r.text).join('\n\n')}\n`);
      return;
    }
    res
      .status(200)
      .type('html')
      .send(page(content, !Number.isNaN(at)));
  });
}
