/**
 * @module The problems of an IFC mapping (a catalogue item's, a requirement's) in the user's language, each
 * marked as error or warning. Shared by the catalogue's lists and the requirements' table, so neither feature
 * imports the other (an import between their files made a cycle that broke the activity page's build).
 */
import { WarningSignIcon } from "@blueprintjs/icons"
import type { MappingProblemDto } from "@bimprofile/contracts/dto/element-class-dto"
import { mappingProblemText } from "../lib/mapping-problem-text"

export function MappingProblems({ problems, label }: { problems: readonly (typeof MappingProblemDto.Type)[]; label: string }) {
  if (problems.length === 0) return null
  return (
    <ul className="bimp-elc-problems" aria-label={label}>
      {problems.map((problem, i) => (
        <li key={i} className={`bimp-elc-problem bimp-elc-problem-${problem.severity}`}>
          <WarningSignIcon size={12} aria-hidden />
          <span>{mappingProblemText(problem)}</span>
        </li>
      ))}
    </ul>
  )
}
