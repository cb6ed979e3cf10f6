import type { DiffEntity } from "@bimprofile/contracts/history/diff-change"
import type { HistoryEntity } from "@bimprofile/contracts/history/history-item"
import { useT } from "../../../lib/i18n"
import { EntityIcon } from "../../history/components/entity-icon"

/**
 * The diff's kinds of item are the timeline's (history.json `entities`, its icons), and the assignments of a
 * property to a class or type, which the timeline has not: named here, drawn as a property.
 */
const timelineEntity = (entity: DiffEntity): HistoryEntity => (entity === "class_property" || entity === "type_property" ? "property" : entity)

export const useEntityWord = () => {
  const { t } = useT()
  return (entity: DiffEntity) => (entity === "class_property" || entity === "type_property" ? t(`versions:entities.${entity}`) : t(`history:entities.${entity}`))
}

export function DiffEntityIcon({ entity }: { entity: DiffEntity }) {
  return <EntityIcon entity={timelineEntity(entity)} />
}
