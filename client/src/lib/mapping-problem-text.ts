/**
 * @module An IFC mapping problem (contracts/src/ifc/mapping-problems.ts) in the user's language: the server's
 * German for de-CH, else worded from its code and details with the `ifc` namespace's texts (a page showing
 * problems loads that namespace, e.g. through lazyPage). An unknown code keeps the German message.
 */
import { MAPPING_PROBLEM_CODES, type MappingProblem } from "@bimprofile/contracts/ifc/mapping-problems"
import { currentLocale, DEFAULT_LOCALE, t } from "./i18n"

const KNOWN_CODES: ReadonlySet<string> = new Set(MAPPING_PROBLEM_CODES)

export const mappingProblemText = (problem: Pick<MappingProblem, "ifc_version" | "code" | "message" | "details">): string => {
  if (currentLocale() === DEFAULT_LOCALE || !KNOWN_CODES.has(problem.code)) return problem.message
  const { details } = problem
  // A data type problem names an attribute, or a set's property as Pset.Property.
  const target = details.attribute ?? `${details.pset ?? ""}.${details.property ?? ""}`
  return t(`ifc:problems.${problem.code}`, { ...details, target, ifc_version: problem.ifc_version })
}
