import { notFound } from "@bimprofile/contracts/errors/domain-errors"
import { describe, expect, it } from "vitest"
import { notFoundProblem, problemBody } from "./problem"

describe("notFoundProblem", () => {
  it("given an unknown id, then the 404 body reads as the command side's refusal does, from the one wording", () => {
    const problem = notFoundProblem("milestone", 12)
    expect(problem.status).toBe(404)
    expect(problemBody(problem)).toEqual({ message: "Meilenstein mit der Id 12 wurde nicht gefunden.", internal_code: "NOT_FOUND", details: null })
    expect(problem.message).toBe(notFound("milestone", 12).message)
  })
})
