/**
 * @module GET /1.2/profile/projects/{id}/profile.xlsx: the project's Excel profile (profile-workbook.ts) in the
 * language of the request's Accept-Language (German, French, Italian or English; German by default), as a
 * download named `<project id>_Profil.xlsx`. A project the reader may not read is answered as its GET answers.
 * The export job (export-job.ts) writes the same file with `excelProfile`.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import { pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { ViewerEnv } from "../../../access/viewer-middleware"
import type { QueryDeps } from "../../query-deps"
import { attachment } from "../ids-routes"
import { writeProfileWorkbook, XLSX_MEDIA_TYPE } from "./profile-workbook"
import { localeOf, type ProfileLocale, profileTexts } from "./profile-texts"
import { readProfile } from "./read-profile"

/** The project's profile in `locale`: the workbook's bytes and its file name. */
export const excelProfile = async (deps: QueryDeps, viewer: Viewer, projectId: number, locale: ProfileLocale) => {
  const texts = profileTexts[locale]
  const bytes = await writeProfileWorkbook(await readProfile(deps, viewer, projectId), texts)
  return { bytes, fileName: `${projectId}_${texts.fileName}.xlsx` }
}

export const excelProfileRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>().get("/:id/profile.xlsx", async (c) => {
    const locale = localeOf(c.req.header("accept-language"))
    const { bytes, fileName } = await excelProfile(deps, c.get("viewer"), pathId(c), locale)
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": XLSX_MEDIA_TYPE,
      "content-disposition": attachment(fileName),
      "content-language": { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en" }[locale],
    })
  })
