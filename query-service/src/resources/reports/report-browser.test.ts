import { HttpProblem } from "@bimprofile/infra/http/problem"
import { describe, expect, it } from "vitest"
import { ReportBrowser } from "./report-browser"

describe("ReportBrowser", () => {
  it("answers 503 with the reason when there is no Chromium", async () => {
    const browser = new ReportBrowser({ executablePath: "/nonexistent/chromium" })
    const refused = await browser.pdf("<p>x</p>", { headerTemplate: "", footerTemplate: "" }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpProblem)
    expect(refused).toMatchObject({ status: 503, internalCode: "REPORT_UNAVAILABLE" })
    expect((refused as Error).message).toContain("/nonexistent/chromium")
    await browser.close()
  })

  it("answers 503 with the reason when the browser does not start", async () => {
    const browser = new ReportBrowser({ executablePath: "/bin/false" })
    const refused = await browser.pdf("<p>x</p>", { headerTemplate: "", footerTemplate: "" }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ status: 503, internalCode: "REPORT_UNAVAILABLE" })
    expect((refused as Error).message).toContain("Chromium startet nicht")
    await browser.close()
  })
})
