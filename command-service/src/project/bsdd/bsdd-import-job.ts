/**
 * @module The job "bsdd-import": a bSDD dictionary (JSON import model) into a project's catalogue, as its
 * starter — allowed only while they may still write the project. It reads and checks the whole file and
 * plans the import against the project (bsdd-plan.ts): a file it cannot take fails the job with the reason,
 * and nothing is stored. Then each step is a command of its own through the project's queue (others on the
 * project wait for one step, never for the dictionary). Should a step be refused after all (the catalogue
 * changed meanwhile) or the process stop, what is stored stays, and the same file again completes it:
 * items the project has by name are reused.
 */
import { BsddDictionary } from "@bimprofile/contracts/catalogue/bsdd-dictionary"
import { type JobKind, JobFailed } from "@bimprofile/infra/jobs/job-kinds"
import { Schema } from "effect"
import { randomUUID } from "node:crypto"
import type { StreamDirectory } from "../../identity/stream-directory"
import { authorise } from "../project-access"
import type { ProjectService } from "../project-service"
import { BsddRefused, type BsddSummary, planBsddImport } from "./bsdd-plan"

export const BSDD_IMPORT_JOB = "bsdd-import"

export type BsddImportInput = { readonly projectId: number; readonly text: string }
export type BsddImportResult = BsddSummary

const decodeInput = (input: unknown): BsddImportInput => {
  const value = input as Partial<BsddImportInput> | null
  if (!value || typeof value.text !== "string" || !Number.isSafeInteger(value.projectId)) throw new JobFailed("Die Angaben des Imports sind unvollständig.")
  return value as BsddImportInput
}

const decodeDictionary = Schema.decodeUnknownSync(BsddDictionary)

/** The file as a dictionary, or the reason it is none. */
export const readDictionary = (text: string): BsddDictionary => {
  let json: unknown
  try {
    json = JSON.parse(text.replace(/^\uFEFF/u, ""))
  } catch (error) {
    throw new BsddRefused(`Die Datei ist kein gültiges JSON (${(error as Error).message}).`)
  }
  try {
    return decodeDictionary(json)
  } catch (error) {
    throw new BsddRefused(`Die Datei ist kein bSDD-Wörterbuch im JSON-Importformat: ${String((error as Error).message).split("\n").slice(0, 4).join(" ")}`)
  }
}

export const bsddImportJob = (projects: ProjectService, directory: StreamDirectory): JobKind<BsddImportInput, BsddImportResult> => ({
  kind: BSDD_IMPORT_JOB,
  maxAttempts: 2,
  decodeInput,
  async run(input, { userId, signal, reportProgress }) {
    const correlationId = randomUUID()
    reportProgress(5, "Das Wörterbuch wird gelesen …")
    const viewer = await directory.viewer(userId)
    if (!viewer) throw new JobFailed("Der Benutzer, der den Import gestartet hat, existiert nicht mehr.")
    let plan
    try {
      const dictionary = readDictionary(input.text)
      const state = await projects.state(input.projectId)
      const refusal = authorise(viewer, { type: "CreateValueList", name: "", desc: null, ifc: [] }, state)
      if (refusal) throw new JobFailed(refusal.message)
      plan = planBsddImport(dictionary, state)
    } catch (failure) {
      if (failure instanceof BsddRefused) throw new JobFailed(failure.message)
      throw failure
    }
    const ids = new Map(plan.known)
    for (const [index, step] of plan.steps.entries()) {
      signal.throwIfAborted()
      const command = step.command(ids)
      if (!command) continue
      const outcome = await projects.execute(input.projectId, command, { userId, orgId: null, correlationId, causationId: null }, () => null, (state) => authorise(viewer, command, state))
      if (!outcome.ok)
        throw new JobFailed(`${outcome.error.message} Schritt ${index + 1} von ${plan.steps.length}; was davor liegt, ist gespeichert. Dieselbe Datei noch einmal importiert ergänzt den Rest.`)
      if (step.remember) ids.set(step.remember.key, step.remember.idOf(outcome.events))
      if (index % 20 === 0) reportProgress(10 + Math.floor((90 * (index + 1)) / plan.steps.length), `${index + 1} von ${plan.steps.length} Schritten gespeichert …`)
    }
    return plan.summary
  },
})
