/**
 * Writes the run's figures: BENCHMARKS.md (the tables, then each section's Markdown) and
 * benchmarks/latest.json (the raw figures, each section's under its name).
 */
import fs from 'node:fs';
import path from 'node:path';
import {kb} from './log.mjs';

function report(data, runs) {
  const ms = (v) => `${Math.round(v)} ms`;
  const s = (v) => `${(v / 1000).toFixed(2)} s`;
  const ratio = (a, b) => (b ? (a / b).toFixed(2) : '–');
  const rows = data.sameRun.map(
    ({name, route, formFactor, baselineRoute, ours: o, baseline: b}) =>
      `| ${name} \`${route}\`${formFactor === 'mobile' ? '' : ` (${formFactor})`} | \`${baselineRoute}\` | ${o.performance} · ${b.performance} · ${ratio(o.performance, b.performance)} | ${ms(o.tbt)} · ${ms(b.tbt)} · ${ratio(o.tbt, b.tbt)} | ${s(o.lcp)} · ${s(b.lcp)} · ${ratio(o.lcp, b.lcp)} | ${s(o.fcp)} · ${s(b.fcp)} | ${ratio(o.lcp, o.fcp)} | ${kb(o.jsBytes)} · ${kb(b.jsBytes)} · ${ratio(o.jsBytes, b.jsBytes)} |`,
  );
  const lcpRows = data.sameRun
    .filter((r) => r.formFactor === 'mobile')
    .map(({route, ours: o}) => {
      const el = o.lcpElement
        ? `\`${o.lcpElement.selector}\`${o.lcpElement.label ? ` (“${o.lcpElement.label.slice(0, 50)}”)` : ''}`
        : '–';
      const phases = o.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(', ') || '–';
      return `| \`${route}\` | ${el} | ${phases} |`;
    });
  const threadRows = data.sameRun
    .filter((r) => r.formFactor === 'mobile')
    .map(({route, ours: o, baseline: b}) => {
      const top = (x) =>
        x.mainThread
          .slice(0, 3)
          .map((g) => `${g.group} ${g.ms}`)
          .join(', ');
      const script = o.scripts[0] ? `\`${o.scripts[0].url}\` ${o.scripts[0].totalMs}` : '–';
      return `| \`${route}\` | ${top(o)} | ${top(b)} | ${script} |`;
    });
  const builds = data.builds.map((b) => `| ${b.name} | ${b.seconds.toFixed(1)} s | ${Math.round(b.peakMB)} MB |`);
  const extra = data.sections.map((x) => `\n## ${x.title}\n\n${x.markdown.trim()}\n`).join('');
  return `# Benchmarks

Written by \`npm run bench\` on ${data.date} (${data.machine}; load average ${data.load.start} at the start, ${data.load.end} at the end).
Each key page is measured in the same run as the blank Docusaurus ${data.baseline.version} classic TypeScript site's page of its kind,
alternating ours and the baseline's, ${runs} Lighthouse ${data.lighthouseVersion} runs each (mobile, default simulated throttling),
both served by ${data.server}. Cells read *ours · baseline · ratio* (ratio = ours / baseline): a performance ratio of 1 or more
and TBT, LCP and JavaScript ratios of 1 or less mean the page is as light as a blank Docusaurus page. Absolute figures
differ by machine and load; the ratios are what to compare between runs.

Baseline pages: the home page with the blank \`/\`; the release list with the blank \`/blog\`; a release post with a blank
blog post (\`/blog/first-blog-post\`); every other page with the blank \`/docs/intro\`.

## Same-run comparison with a blank Docusaurus site

| page | baseline page | performance | TBT | LCP | FCP | LCP / FCP (ours) | JavaScript transferred |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

### What the Largest Contentful Paint is, and what it waits for (ours, median run)

| page | LCP element | phases |
|---|---|---|
${lcpRows.join('\n')}

### Where the main thread goes (Lighthouse's trace, ms, median run)

| page | ours: top three | baseline: top three | ours: costliest script |
|---|---|---|---|
${threadRows.join('\n')}

## Build

| build (cold, no caches) | time | peak memory (process tree) |
|---|---|---|
${builds.join('\n') || '| (not rebuilt: BENCH_SKIP_BUILD=1) | – | – |'}

- HTML pages: ${data.site.htmlPages}
- Local search index (split; a query downloads only a few of its files, see Search): ${data.site.searchIndexFiles} file(s), ${kb(data.site.searchIndexBytes)} (${kb(data.site.searchIndexGzipBytes)} gzip)

## First visit of the home page

- JavaScript: ${kb(data.firstVisit.jsGzipBytes)} gzip in ${data.firstVisit.scripts.length} files
- CSS: ${kb(data.firstVisit.cssGzipBytes)} gzip
- Requests to other hosts on the key pages: ${data.firstVisit.externalRequests.length}
${extra}`;
}

/** Where the section headed `## title` is in `text`: from its heading up to the next `## `; undefined when absent. */
function sectionAt(text, title) {
  const heading = `\n## ${title}\n`;
  const start = text.indexOf(heading);
  if (start === -1) return undefined;
  const end = text.indexOf('\n## ', start + 1);
  return {start, body: start + heading.length, end: end === -1 ? text.length : end};
}

/** The Markdown of the section headed `## title` in `text`, if there is one. */
function sectionOf(text, title) {
  const at = sectionAt(text, title);
  return at && text.slice(at.body, at.end).trim();
}

const read = (file, fallback) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : fallback);

/**
 * `data`: the run's figures; `runs`: the Lighthouse rounds they are medians of; `keep`: sections this
 * run did not measure ({name, title}) whose last figures stay in the report (the long route sweep).
 */
export function writeReport(root, data, runs, keep = []) {
  const mdFile = path.join(root, 'BENCHMARKS.md');
  const jsonFile = path.join(root, 'benchmarks/latest.json');
  const previousMd = read(mdFile, '');
  const previousJson = JSON.parse(read(jsonFile, '{}'));
  const kept = keep
    .filter(({name}) => !data.sections.some((x) => x.name === name))
    .map(({name, title}) => ({
      name,
      title,
      markdown: sectionOf(previousMd, title),
      json: previousJson.sections?.[name],
    }))
    .filter((x) => x.markdown !== undefined);
  const all = {...data, sections: [...data.sections, ...kept]};
  const json = {...all, sections: Object.fromEntries(all.sections.map((x) => [x.name, x.json]))};
  fs.mkdirSync(path.join(root, 'benchmarks'), {recursive: true});
  fs.writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(mdFile, report(all, runs));
}

/** Writes one section's figures into the existing report, in its place or at the end. */
export function replaceSection(root, {name, title, markdown, json}) {
  const mdFile = path.join(root, 'BENCHMARKS.md');
  const jsonFile = path.join(root, 'benchmarks/latest.json');
  const text = read(mdFile, '# Benchmarks\n');
  const body = `\n## ${title}\n\n${markdown.trim()}\n`;
  const at = sectionAt(text, title);
  fs.writeFileSync(
    mdFile,
    at ? `${text.slice(0, at.start)}${body}${text.slice(at.end)}` : `${text.trimEnd()}\n${body}`,
  );
  const latest = JSON.parse(read(jsonFile, '{}'));
  latest.sections = {...latest.sections, [name]: json};
  fs.mkdirSync(path.dirname(jsonFile), {recursive: true});
  fs.writeFileSync(jsonFile, `${JSON.stringify(latest, null, 2)}\n`);
}
