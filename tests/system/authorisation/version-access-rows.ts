/**
 * @module The authorisation matrix's rows of published versions and the diff (issue 11): P's writers publish (each
 * after a change, so there is something new to publish), everyone who reads P reads its versions, what they show
 * and the diff between two points of it.
 */
import { unique } from "../../support/profile-fixtures"
import { one, projectReaders, projectWriters, type Row } from "./access-cases"
import type { World } from "./world"

/** Something new in P, so that a version of it may be published. */
const changeP = async (w: World) => {
  const answer = await w.owner.patch(`/1.2/profile/projects/${w.project.pro_id}`, { pro_desc: unique("Stand") })
  if (answer.status !== 200) throw new Error(`change P: ${answer.status} ${JSON.stringify(answer.body)}`)
}

/** A published version of P (made once, by its owner). */
let published: Promise<number> | undefined
const versionOfP = (w: World) =>
  (published ??= (async () => {
    await changeP(w)
    const answer = await w.owner.post(`/1.2/profile/projects/${w.project.pro_id}/versions`, { ver_title: "Matrix" })
    if (answer.status !== 201) throw new Error(`publish P: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body.ver_number as number
  })())

export const versionAccessRows: readonly Row[] = [
  {
    method: "post", path: "/1.2/profile/projects/{id}/versions",
    cases: [one("of P, after a change", projectWriters, async (w) => (await changeP(w), { url: `/1.2/profile/projects/${w.project.pro_id}/versions`, body: { ver_title: unique("Version") } }))],
  },
  { method: "get", path: "/1.2/profile/projects/{id}/diff", cases: [one("of P, its working state with itself", projectReaders, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/diff?from=now&to=now` }))] },
  { method: "get", path: "/1.2/profile/projects/{id}/versions", cases: [one("of P", projectReaders, (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/versions` }))] },
  ...(["", "/ids", "/profile.xlsx", "/report.pdf", "/report.xlsx"] as const).map(
    (below): Row => ({
      method: "get",
      path: `/1.2/profile/projects/{id}/versions/{number}${below}`,
      cases: [one("of P", projectReaders, async (w) => ({ url: `/1.2/profile/projects/${w.project.pro_id}/versions/${await versionOfP(w)}${below}` }))],
    }),
  ),
]
