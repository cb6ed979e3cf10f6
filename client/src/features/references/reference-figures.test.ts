import type { ReferenceProjectDto } from "@bimprofile/contracts/dto/reference-project-dto"
import { describe, expect, it } from "vitest"
import { CARD_CATALOGUE, figuresOf, referenceDate } from "./reference-figures"

const project = {
  pro_pha_count: 4,
  pro_mst_count: 10,
  pro_prc_count: 12,
  pro_act_count: 45,
  pro_rop_count: 12,
  pro_elm_cls_count: 106,
  pro_elm_typ_count: 33,
  pro_pty_count: 228,
  pro_vls_count: 9,
  pro_grl_count: 0,
  pro_cls_count: 1,
  pro_mtl_count: 1,
  pro_pst_count: 2,
  pro_req_count: 452,
  pro_create_date: "2025-01-02T10:00:00.000Z",
  pro_change_date: null,
} as unknown as ReferenceProjectDto

describe("figuresOf", () => {
  it("given the kinds the answer says a new project copies, then each with its count, in that order", () => {
    expect(figuresOf(project, ["phases", "milestones", "processes", "activities", "roles"])).toEqual([
      { kind: "phases", count: 4 },
      { kind: "milestones", count: 10 },
      { kind: "processes", count: 12 },
      { kind: "activities", count: 45 },
      { kind: "roles", count: 12 },
    ])
  })

  it("given a card's catalogue kinds, then classes, properties, value lists and requirements", () => {
    expect(figuresOf(project, CARD_CATALOGUE).map((f) => f.count)).toEqual([106, 228, 9, 452])
  })
})

describe("referenceDate", () => {
  it("given no change since its creation, then the creation; given a change, then the change; given neither, then 0", () => {
    expect(referenceDate(project)).toBe(Date.parse("2025-01-02T10:00:00.000Z"))
    expect(referenceDate({ pro_create_date: "2025-01-02T10:00:00.000Z", pro_change_date: "2025-03-04T10:00:00.000Z" })).toBe(Date.parse("2025-03-04T10:00:00.000Z"))
    expect(referenceDate({ pro_create_date: null, pro_change_date: null })).toBe(0)
  })
})
