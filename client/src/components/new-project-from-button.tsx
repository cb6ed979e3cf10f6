import { DuplicateIcon } from "@blueprintjs/icons"
import { paths } from "../config/paths"
import { LinkButton } from "./link-button"

/**
 * A card's action: a new project from this one (the new-project form, the project preselected as its template).
 * `label` names the project, so that a list of cards offers distinct buttons to assistive technology.
 */
export function NewProjectFromButton({ projectId, text, label }: { readonly projectId: number; readonly text: string; readonly label: string }) {
  return <LinkButton to={paths.newProjectFrom(projectId)} intent="primary" variant="outlined" size="small" icon={<DuplicateIcon />} text={text} aria-label={label} />
}
