import { Callout } from "@blueprintjs/core"
import type { ComponentProps } from "react"
import { useT } from "../../../lib/i18n"
import { ADDABLE_FACETS, APPLICABILITY_FACETS, type FacetDraft, type FacetList, type RequirementDraft } from "../requirement-draft"
import { FacetCards } from "./facet-cards"

/** Which of the draft's lists each list of facets edits, what may be added to it, and what it says when empty. */
const DRAFT_LISTS = {
  applicability: {
    facetsOf: (draft: RequirementDraft) => draft.applicability,
    patch: (applicability: readonly FacetDraft[]): Partial<RequirementDraft> => ({ applicability }),
    addable: APPLICABILITY_FACETS,
    emptyText: "catalogue:requirements.editor.noConditions",
  },
  requirements: {
    facetsOf: (draft: RequirementDraft) => draft.facets,
    patch: (facets: readonly FacetDraft[]): Partial<RequirementDraft> => ({ facets }),
    addable: ADDABLE_FACETS,
    emptyText: "catalogue:requirements.editor.noFacets",
  },
} as const satisfies Record<FacetList, unknown>

type DraftFacetsProps = Pick<ComponentProps<typeof FacetCards>, "projectId" | "version" | "entity" | "properties" | "problemOf"> & {
  readonly list: FacetList
  /** A problem of the list as a whole (the server's refusal, or one found before sending). */
  readonly problem: string | null | undefined
  readonly draft: RequirementDraft
  readonly onChange: (next: Partial<RequirementDraft>) => void
}

/** One of the draft's lists of facets, with what is wrong with the list as a whole above it. */
export function DraftFacets({ list, problem, draft, onChange, ...cards }: DraftFacetsProps) {
  const { t } = useT()
  const { facetsOf, patch, addable, emptyText } = DRAFT_LISTS[list]
  return (
    <>
      {problem && (
        <Callout intent="danger" compact role="alert">
          {problem}
        </Callout>
      )}
      <FacetCards {...cards} list={list} facets={facetsOf(draft)} addable={addable} emptyText={t(emptyText)} onChange={(facets) => onChange(patch(facets))} />
    </>
  )
}
