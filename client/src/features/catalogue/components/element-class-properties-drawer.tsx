import { Button, Callout, Drawer, DrawerSize, HTMLSelect, NonIdealState, Spinner, Tag } from "@blueprintjs/core"
import { PropertiesIcon, TrashIcon } from "@blueprintjs/icons"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import { useState } from "react"
import { useClassProperties, useProperties } from "../../../api/properties/get-properties"
import { ErrorCallout } from "../../../components/error-callout"
import { toast } from "../../../lib/app-events"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { useAssignProperty, useRemoveProperty } from "../api/property-writes"
import { MappingProblems } from "./ifc-mapping-view"

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
  onClose,
}: {
  projectId: number
  elementClass: ElementClassDto | undefined
  /** The name of a class by id, for "inherited from". */
  className: (id: number) => string
  writable: boolean
  onClose: () => void
}) {
  const { t } = useT()
  const own = useClassProperties(projectId, elementClass?.elc_id)
  const all = useProperties(projectId, "name_asc", elementClass !== undefined && writable)
  const assign = useAssignProperty(projectId)
  const remove = useRemoveProperty(projectId)
  const [picked, setPicked] = useState("")
  const [refusal, setRefusal] = useState<string | null>(null)
  const has = new Set((own.data ?? []).map((entry) => entry.property.pty_id))
  const candidates = (all.data ?? []).filter((property) => !has.has(property.pty_id))

  const run = async (action: () => Promise<unknown>, success: string) => {
    setRefusal(null)
    try {
      await action()
      toast("success", success)
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : t("state.saveFailed"))
    }
  }

  return (
    <Drawer
      isOpen={elementClass !== undefined}
      onClose={() => {
        setRefusal(null)
        onClose()
      }}
      title={elementClass ? t("catalogue:classProperties.title", { name: elementClass.elc_name }) : ""}
      icon={<PropertiesIcon />}
      size={DrawerSize.STANDARD}
    >
      {elementClass && (
        <div className="bimp-drawer-body" role="region" aria-label={t("catalogue:classProperties.title", { name: elementClass.elc_name })}>
          {own.isLoading ? (
            <Spinner size={24} aria-label={t("state.loading")} />
          ) : own.error ? (
            <ErrorCallout error={own.error} onRetry={() => void own.refetch()} />
          ) : own.data!.length === 0 ? (
            <NonIdealState icon={<PropertiesIcon size={32} />} title={t("catalogue:classProperties.emptyTitle")} description={t("catalogue:classProperties.empty")} />
          ) : (
            <ul className="bimp-class-properties" aria-label={t("catalogue:classProperties.listLabel", { name: elementClass.elc_name })}>
              {own.data!.map((entry) => (
                <li key={entry.property.pty_id} className="bimp-class-property">
                  <div className="bimp-class-property-head">
                    <span className="bimp-elc-name">{entry.property.pty_name}</span>
                    {entry.inherited && entry.inherited_from !== null && (
                      <Tag minimal>{t("catalogue:classProperties.inheritedFrom", { name: className(entry.inherited_from) })}</Tag>
                    )}
                    <span className="bimp-pr-muted">{t(`catalogue:datatypes.${entry.property.pty_datatype}`)}</span>
                    {writable && !entry.inherited && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon={<TrashIcon />}
                        aria-label={t("catalogue:classProperties.remove", { name: entry.property.pty_name })}
                        loading={remove.isPending && remove.variables?.propertyId === entry.property.pty_id}
                        onClick={() =>
                          void run(
                            () => remove.mutateAsync({ classId: elementClass.elc_id, propertyId: entry.property.pty_id }),
                            t("catalogue:classProperties.removed", { name: entry.property.pty_name }),
                          )
                        }
                      />
                    )}
                  </div>
                  <MappingProblems problems={entry.problems} label={t("catalogue:list.problemsOf", { name: entry.property.pty_name })} />
                </li>
              ))}
            </ul>
          )}
          {writable && (
            <form
              className="bimp-class-property-assign"
              aria-label={t("catalogue:classProperties.assign")}
              onSubmit={(event) => {
                event.preventDefault()
                if (!picked) return
                const name = candidates.find((property) => String(property.pty_id) === picked)?.pty_name ?? ""
                void run(() => assign.mutateAsync({ classId: elementClass.elc_id, propertyId: Number(picked) }), t("catalogue:classProperties.assigned", { name })).then(() => setPicked(""))
              }}
            >
              <HTMLSelect aria-label={t("catalogue:classProperties.pick")} value={picked} onChange={(event) => setPicked(event.currentTarget.value)} fill>
                <option value="">{candidates.length === 0 ? t("catalogue:classProperties.noneLeft") : t("catalogue:classProperties.pick")}</option>
                {candidates.map((property) => (
                  <option key={property.pty_id} value={property.pty_id}>
                    {property.pty_name}
                  </option>
                ))}
              </HTMLSelect>
              <Button type="submit" intent="primary" text={t("catalogue:classProperties.assign")} disabled={!picked} loading={assign.isPending} />
            </form>
          )}
          {refusal && (
            <Callout intent="danger" role="alert" compact>
              {refusal}
            </Callout>
          )}
        </div>
      )}
    </Drawer>
  )
}
