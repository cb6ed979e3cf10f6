import {
  ApplicationsIcon,
  CalendarIcon,
  CubeIcon,
  DocumentIcon,
  FlagIcon,
  FlowsIcon,
  FolderCloseIcon,
  KeyIcon,
  ListIcon,
  PeopleIcon,
  PropertyIcon,
  TagIcon,
  ClipboardIcon,
  ShieldIcon,
  LayersIcon,
  BoxIcon,
  GroupObjectsIcon,
  GitCommitIcon,
  SelectionIcon,
} from "@blueprintjs/icons"
import type { HistoryEntity } from "@bimprofile/contracts/history/history-item"
import type { ReactElement } from "react"

const base = (entity: HistoryEntity) => entity.replace(/_item$/u, "") as HistoryEntity

/** One icon per kind of entity (an item of a list as its list), as the project's navigation shows them. */
const ICONS: Partial<Record<HistoryEntity, ReactElement>> = {
  project: <ApplicationsIcon />,
  phase: <CalendarIcon />,
  milestone: <FlagIcon />,
  process: <FlowsIcon />,
  activity: <SelectionIcon />,
  role: <PeopleIcon />,
  permission: <ShieldIcon />,
  element_class: <CubeIcon />,
  element_type: <BoxIcon />,
  property: <PropertyIcon />,
  value_list: <ListIcon />,
  group_list: <GroupObjectsIcon />,
  classification: <TagIcon />,
  material_list: <LayersIcon />,
  property_set: <FolderCloseIcon />,
  requirement: <ClipboardIcon />,
  document: <DocumentIcon />,
  version: <GitCommitIcon />,
}

export function EntityIcon({ entity }: { entity: HistoryEntity }) {
  return <span className={`bimp-hist-entity-icon bimp-hist-entity-${base(entity)}`}>{ICONS[base(entity)] ?? <KeyIcon />}</span>
}
