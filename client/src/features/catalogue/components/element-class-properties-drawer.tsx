import { Button } from "@blueprintjs/core"
import { DuplicateIcon } from "@blueprintjs/icons"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import { useClassProperties } from "../../../api/properties/get-properties"
import { useT } from "../../../lib/i18n"
import { useAssignProperty, useRemoveProperty } from "../api/property-writes"
import { PropertiesDrawer } from "./properties-drawer"

/**
 * A class's details beside its list: its properties — its own and those of the classes above it, marked as
 * inherited with where they come from —, each with its problems on this class's entity; writers assign a
 * property of the project and remove the class's own ones. Refusals (the typing rule) stay in the drawer.
 */
export function ElementClassPropertiesDrawer({
  projectId,
  elementClass,
  className,
  writable,
  onCopy,
  onClose,
}: {
  projectId: number
  elementClass: ElementClassDto | undefined
  /** The name of a class by id, for "inherited from". */
  className: (id: number) => string
  writable: boolean
  /** Opens the property copy wizard with this class as the source (for writers of the project, a locked class too). */
  onCopy?: (elementClass: ElementClassDto) => void
  onClose: () => void
}) {
  const { t } = useT()
  const own = useClassProperties(projectId, elementClass?.elc_id)
  const assign = useAssignProperty(projectId)
  const remove = useRemoveProperty(projectId)
  const entries = own.data?.map((entry) => ({
    property: entry.property,
    problems: entry.problems,
    ...(entry.inherited && entry.inherited_from !== null && { inheritedFrom: className(entry.inherited_from) }),
  }))
  const classId = elementClass?.elc_id ?? 0
  return (
    <PropertiesDrawer
      projectId={projectId}
      owner={elementClass?.elc_name}
      emptyText={t("catalogue:classProperties.empty")}
      entries={{ data: entries, isLoading: own.isLoading, error: own.error, refetch: own.refetch }}
      writable={writable}
      assign={(propertyId) => assign.mutateAsync({ classId, propertyId })}
      remove={(propertyId) => remove.mutateAsync({ classId, propertyId })}
      {...(onCopy && elementClass && {
        actions: <Button icon={<DuplicateIcon />} text={t("catalogue:copy.fromDrawer")} onClick={() => onCopy(elementClass)} />,
      })}
      onClose={onClose}
    />
  )
}
