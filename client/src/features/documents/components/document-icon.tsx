import { AlignLeftIcon, CodeIcon, CompressedIcon, CubeIcon, DocumentIcon, ManualIcon, MediaIcon, PresentationIcon, ThIcon } from "@blueprintjs/icons"
import type { DocumentType } from "../document-types"

const ICONS: Record<DocumentType, typeof DocumentIcon> = {
  pdf: DocumentIcon,
  xlsx: ThIcon,
  docx: ManualIcon,
  pptx: PresentationIcon,
  ifc: CubeIcon,
  ifcZip: CompressedIcon,
  xml: CodeIcon,
  png: MediaIcon,
  jpeg: MediaIcon,
  text: AlignLeftIcon,
}

/** A file's type as an icon in the type's colour (red PDF, green Excel …); a plain page for a type not known. */
export function DocumentTypeIcon({ type, size = 20 }: { type: DocumentType | undefined; size?: number }) {
  const Icon = type ? ICONS[type] : DocumentIcon
  return (
    <span className={`bimp-doc-icon bimp-doc-icon-${type ?? "other"}`} aria-hidden>
      <Icon size={size} />
    </span>
  )
}
