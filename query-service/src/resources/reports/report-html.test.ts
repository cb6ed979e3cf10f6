import { describe, expect, it } from "vitest"
import type { ReportData } from "./report-data"
import { escapeHtml, reportChrome, reportHtml } from "./report-html"
import { REPORT_TEXTS } from "./report-texts"

const hostile = `<script>alert("x")</script> & 'quotes'`

const data: ReportData = {
  scope: "project",
  project: { id: 7, name: hostile, desc: "Zeile 1\nZeile 2 <b>", ifcVersion: "IFC4", organisation: "A & B" },
  process: null,
  propertyNames: new Map([[5, "Feuerwiderstand <EI>"]]),
  phases: [
    {
      id: 1,
      name: "Konzeption",
      milestones: [
        {
          id: 2,
          name: "M <1>",
          desc: null,
          processes: [
            {
              id: 3,
              name: "P \"1\"",
              shortName: null,
              desc: null,
              activities: [
                {
                  id: 4,
                  name: "A <img src=x>",
                  desc: null,
                  provider: "Planer & Co",
                  receiver: null,
                  requirements: [
                    {
                      name: "Wand <x>",
                      identifier: null,
                      desc: null,
                      elementClass: "Wand",
                      cardinality: "required",
                      ifcVersions: [],
                      applicability: [],
                      facets: [
                        { facet: "property", pty_id: 5, property_set: null, base_name: null, value: { simple: "<EI 60>" }, data_type: null, uri: null, cardinality: "required", instructions: null },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

describe("reportHtml", () => {
  it("escapes every text of the data, in the page and in header and footer", () => {
    const html = reportHtml(data, REPORT_TEXTS.de, "de", new Date("2026-01-15T12:00:00Z"))
    expect(html).not.toContain("<script>")
    expect(html).not.toContain("<img")
    expect(html).not.toContain("<EI")
    expect(html).toContain(escapeHtml(hostile))
    expect(html).toContain("Merkmal Feuerwiderstand &lt;EI&gt; (erforderlich): = &lt;EI 60&gt;")
    expect(html).toContain("Zeile 1<br>Zeile 2 &lt;b&gt;")
    expect(html).toContain("15. Januar 2026")
    expect(html).toContain('<a href="#act-4">')
    const chrome = reportChrome(data, REPORT_TEXTS.de)
    expect(chrome.headerTemplate).not.toContain("<script>")
    expect(chrome.footerTemplate).toContain('Seite <span class="pageNumber"></span> von <span class="totalPages"></span>')
  })
})
