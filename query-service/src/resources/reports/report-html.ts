/**
 * @module A report as one HTML page for Chromium to print (report-pdf.ts): a title page, the table of contents
 * (linked, numbered like the headings), then phases → milestones → processes → activities, each activity with
 * provider → receiver and its requirements as a table. Every text from the data goes through `escapeHtml`;
 * the page loads nothing and runs no script. Header and footer are Chromium's templates (`reportChrome`).
 */
import { currentAsOf } from "../../as-of/as-of-sql"
import { facetLine } from "./facet-text"
import type { ReportActivity, ReportData, ReportRequirement } from "./report-data"
import { LOCALE_TAGS, type ReportLocale, type ReportTexts } from "./report-texts"

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Text for HTML content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/gu, (ch) => ESCAPES[ch]!)

const e = escapeHtml

/** Line breaks of a text kept as <br>. */
const paragraph = (text: string | null, cls: string) => (text ? `<p class="${cls}">${e(text).replace(/\r?\n/gu, "<br>")}</p>` : "")

/** A report read as of a point (time travel, a published version) says which: the position of the history it shows. */
export const asOfFact = (t: ReportTexts): [string, string][] => {
  const asOf = currentAsOf()
  return asOf ? [[t.asOf, String(asOf.position)]] : []
}

export const reportDate = (now: Date, locale: ReportLocale) => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "Europe/Zurich" }).format(now)

export const reportTitle = (data: ReportData, t: ReportTexts) => (data.process ? `${t.processReport}: ${data.process.name}` : t.report)

const STYLE = `
@page { size: A4; margin: 22mm 16mm 20mm 16mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 9.5pt; color: #1c2127; line-height: 1.35; margin: 0; }
.title-page { height: 240mm; display: flex; flex-direction: column; justify-content: center; break-after: page; }
.title-page .kind { font-size: 14pt; color: #5f6b7c; text-transform: uppercase; letter-spacing: .08em; margin: 0 0 6mm; }
.title-page h1 { font-size: 26pt; margin: 0 0 4mm; color: #184a90; }
.title-page .process { font-size: 16pt; margin: 0 0 6mm; }
.title-page .desc { font-size: 11pt; margin: 0 0 10mm; max-width: 150mm; }
table.facts { border-collapse: collapse; font-size: 11pt; }
table.facts th { text-align: left; padding: 1.5mm 8mm 1.5mm 0; color: #5f6b7c; font-weight: normal; }
table.facts td { padding: 1.5mm 0; }
nav.toc { break-after: page; }
nav.toc ol { list-style: none; padding-left: 6mm; margin: 0; }
nav.toc > ol { padding-left: 0; }
nav.toc li { margin: .6mm 0; }
nav.toc a { display: block; color: inherit; text-decoration: none; padding-right: 12mm; }
nav.toc .num { display: inline-block; min-width: 9mm; margin-right: 2mm; color: #5f6b7c; }
nav.toc .lvl-1 > a { font-weight: bold; }
h2 { font-size: 16pt; color: #184a90; border-bottom: 1px solid #184a90; padding-bottom: 1mm; margin: 0 0 4mm; }
section.phase { break-before: page; }
h3 { font-size: 13pt; margin: 6mm 0 2mm; color: #184a90; }
h4 { font-size: 11.5pt; margin: 5mm 0 2mm; }
h5 { font-size: 10pt; margin: 4mm 0 1mm; break-after: avoid; }
h2 .num, h3 .num, h4 .num, h5 .num { color: #5f6b7c; font-weight: normal; margin-right: 2mm; }
.desc { margin: 0 0 2mm; }
.roles { margin: 0 0 2mm; color: #394b59; break-after: avoid; }
.empty { color: #5f6b7c; font-style: italic; margin: 0 0 2mm; }
table.requirements { width: 100%; border-collapse: collapse; margin: 1mm 0 3mm; font-size: 8.5pt; }
table.requirements th { background: #e5e8eb; text-align: left; padding: 1.2mm 1.5mm; border: 1px solid #c5cbd3; }
table.requirements td { vertical-align: top; padding: 1.2mm 1.5mm; border: 1px solid #d3d8de; }
table.requirements tr { break-inside: avoid; }
table.requirements ul { margin: 0; padding-left: 3.5mm; }
.small { color: #5f6b7c; font-size: 8pt; }
`

type Numbered = { num: string; id: string; label: string; level: number }

/** Chromium's header and footer (their own small documents; classes pageNumber and totalPages are filled in). */
export const reportChrome = (data: ReportData, t: ReportTexts) => {
  const style = `font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 7.5pt; color: #5f6b7c; width: 100%; margin: 0 16mm; display: flex; justify-content: space-between;`
  return {
    headerTemplate: `<div style="${style}"><span>${e(data.project.name)}</span><span>${e(reportTitle(data, t))}</span></div>`,
    footerTemplate: `<div style="${style}"><span>${e(`${t.project} ${data.project.id}${data.process ? ` · ${t.process} ${data.process.id}` : ""}`)}</span><span>${e(t.pageOf("\u0000", "\u0001")).replace("\u0000", '<span class="pageNumber"></span>').replace("\u0001", '<span class="totalPages"></span>')}</span></div>`,
  }
}

const requirementRow = (r: ReportRequirement, t: ReportTexts, data: ReportData) => {
  const lines = [
    ...r.applicability.map((f) => `<li class="small">${e(t.applicability)}: ${e(facetLine(f, t, data.propertyNames))}</li>`),
    ...r.facets.map((f) => `<li>${e(facetLine(f, t, data.propertyNames))}</li>`),
  ]
  const name = [
    `<strong>${e(r.name)}</strong>`,
    r.identifier ? `<div class="small">${e(r.identifier)}</div>` : "",
    r.desc ? `<div class="small">${e(r.desc)}</div>` : "",
    r.ifcVersions.length > 0 ? `<div class="small">${e(r.ifcVersions.join(", "))}</div>` : "",
  ].join("")
  return `<tr><td>${name}</td><td>${e(r.elementClass ?? "–")}</td><td>${lines.length > 0 ? `<ul>${lines.join("")}</ul>` : "–"}</td><td>${e(t.cardinalities[r.cardinality])}</td></tr>`
}

const activityHtml = (a: ReportActivity, heading: Numbered, t: ReportTexts, data: ReportData) => {
  const table =
    a.requirements.length === 0
      ? `<p class="empty">${e(t.noRequirements)}</p>`
      : `<table class="requirements"><thead><tr><th style="width:26%">${e(t.requirement)}</th><th style="width:17%">${e(t.elementClass)}</th><th>${e(t.facets)}</th><th style="width:13%">${e(t.cardinality)}</th></tr></thead><tbody>${a.requirements.map((r) => requirementRow(r, t, data)).join("")}</tbody></table>`
  return `<section class="activity"><h5 id="${heading.id}"><span class="num">${heading.num}</span>${e(a.name)}</h5>
<p class="roles">${e(t.provider)} → ${e(t.receiver)}: <strong>${e(a.provider ?? "–")}</strong> → <strong>${e(a.receiver ?? "–")}</strong></p>
${paragraph(a.desc, "desc")}${table}</section>`
}

/** The report as a complete HTML document. */
export const reportHtml = (data: ReportData, t: ReportTexts, locale: ReportLocale, now: Date): string => {
  const toc: Numbered[] = []
  const heading = (level: number, num: string, kind: string, id: number, label: string): Numbered => {
    const h = { num, id: `${kind}-${id}`, label, level }
    toc.push(h)
    return h
  }
  const body = data.phases
    .map((phase, p) => {
      const ph = heading(1, `${p + 1}`, "pha", phase.id, `${t.phase} ${phase.name}`)
      const milestones = phase.milestones.map((m, mi) => {
        const mh = heading(2, `${ph.num}.${mi + 1}`, "mst", m.id, m.name)
        const processes = m.processes.map((prc, pi) => {
          const prh = heading(3, `${mh.num}.${pi + 1}`, "prc", prc.id, prc.name)
          const activities = prc.activities.map((a, ai) => activityHtml(a, heading(4, `${prh.num}.${ai + 1}`, "act", a.id, a.name), t, data))
          return `<section class="process"><h4 id="${prh.id}"><span class="num">${prh.num}</span>${e(t.process)}: ${e(prc.name)}${prc.shortName ? ` <span class="small">(${e(prc.shortName)})</span>` : ""}</h4>
${paragraph(prc.desc, "desc")}${activities.length > 0 ? activities.join("\n") : `<p class="empty">${e(t.noActivities)}</p>`}</section>`
        })
        return `<section class="milestone"><h3 id="${mh.id}"><span class="num">${mh.num}</span>${e(t.milestone)}: ${e(m.name)}</h3>
${paragraph(m.desc, "desc")}${processes.length > 0 ? processes.join("\n") : `<p class="empty">${e(t.noProcesses)}</p>`}</section>`
      })
      return `<section class="phase"><h2 id="${ph.id}"><span class="num">${ph.num}</span>${e(ph.label)}</h2>
${milestones.length > 0 ? milestones.join("\n") : `<p class="empty">${e(t.noProcesses)}</p>`}</section>`
    })
    .join("\n")

  const facts: [string, string][] = [
    [t.project, `${data.project.name} (${data.project.id})`],
    ...(data.process ? ([[t.process, `${data.process.name} (${data.process.id})`]] as [string, string][]) : []),
    [t.ifcVersion, data.project.ifcVersion || "–"],
    [t.date, reportDate(now, locale)],
    ...asOfFact(t),
    [t.organisation, data.project.organisation ?? "–"],
  ]
  const titlePage = `<section class="title-page"><p class="kind">${e(reportTitle(data, t))}</p><h1>${e(data.project.name)}</h1>
${data.process ? `<p class="process">${e(t.process)}: ${e(data.process.name)}</p>` : ""}${paragraph(data.project.desc, "desc")}
<table class="facts">${facts.map(([k, v]) => `<tr><th>${e(k)}</th><td>${e(v)}</td></tr>`).join("")}</table></section>`

  // The contents as nested lists: a deeper entry opens a list inside the open item, a shallower one closes them.
  let tocHtml = ""
  let depth = 0
  for (const entry of toc) {
    if (entry.level > depth) for (; depth < entry.level; depth++) tocHtml += "<ol>"
    else for (tocHtml += "</li>"; depth > entry.level; depth--) tocHtml += "</ol></li>"
    tocHtml += `<li class="lvl-${entry.level}"><a href="#${entry.id}"><span class="num">${entry.num}</span>${e(entry.label)}</a>`
  }
  if (depth > 0) for (tocHtml += "</li>"; depth > 1; depth--) tocHtml += "</ol></li>"
  tocHtml += depth > 0 ? "</ol>" : ""

  return `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><title>${e(`${data.project.name} – ${reportTitle(data, t)}`)}</title><style>${STYLE}</style></head>
<body>${titlePage}<nav class="toc"><h2>${e(t.contents)}</h2>${tocHtml}</nav><main>${body}</main></body></html>`
}
