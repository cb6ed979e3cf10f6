import { Button, Callout, Drawer, DrawerSize, HTMLSelect, NonIdealState, Spinner, Tag } from "@blueprintjs/core"
import { PropertiesIcon, TrashIcon } from "@blueprintjs/icons"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import type { MappingProblemDto } from "@bimprofile/contracts/dto/element-class-dto"
import { type ReactNode, useState } from "react"
import { useProperties } from "../../../api/properties/get-properties"
import { ErrorCallout } from "../../../components/error-callout"
import { toast } from "../../../lib/app-events"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { MappingProblems } from "../../../components/mapping-problems"

/** One property of the owner (a class or a type), with its problems on the owner's entity. */
export type OwnedProperty = {
  readonly property: PropertyDto
  readonly problems: readonly (typeof MappingProblemDto.Type)[]
  /** The name of the class it is inherited from (not removable here); absent: the owner's own. */
  readonly inheritedFrom?: string
}

/**
 * The properties of a class or a type beside its list, each with its problems on the owner's entity;
 * writers assign a property of the project and remove the owner's own ones. Refusals stay in the drawer.
 */
export function PropertiesDrawer({
  projectId,
  owner,
  emptyText,
  entries,
  writable,
  assign,
  remove,
  actions,
  onClose,
}: {
  projectId: number
  /** The owner's name while the drawer is open; undefined: closed. */
  owner: string | undefined
  emptyText: string
  entries: { readonly data: readonly OwnedProperty[] | undefined; readonly isLoading: boolean; readonly error: Error | null; refetch: () => unknown }
  writable: boolean
  assign: (propertyId: number) => Promise<unknown>
  remove: (propertyId: number) => Promise<unknown>
  /** More to do with the owner's properties (copy them to other classes), below the list. */
  actions?: ReactNode
  onClose: () => void
}) {
  const { t } = useT()
  const all = useProperties(projectId, "name_asc", owner !== undefined && writable)
  const [picked, setPicked] = useState("")
  const [busy, setBusy] = useState<number | "assign" | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const has = new Set((entries.data ?? []).map((entry) => entry.property.pty_id))
  const candidates = (all.data ?? []).filter((property) => !has.has(property.pty_id))

  const run = async (which: number | "assign", action: () => Promise<unknown>, success: string) => {
    setRefusal(null)
    setBusy(which)
    try {
      await action()
      toast("success", success)
      return true
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : t("state.saveFailed"))
      return false
    } finally {
      setBusy(null)
    }
  }

  const title = owner === undefined ? "" : t("catalogue:classProperties.title", { name: owner })
  return (
    <Drawer
      isOpen={owner !== undefined}
      onClose={() => {
        setRefusal(null)
        onClose()
      }}
      title={title}
      icon={<PropertiesIcon />}
      size={DrawerSize.STANDARD}
    >
      {owner !== undefined && (
        <div className="bimp-drawer-body" role="region" aria-label={title}>
          {entries.isLoading ? (
            <Spinner size={24} aria-label={t("state.loading")} />
          ) : entries.error ? (
            <ErrorCallout error={entries.error} onRetry={() => void entries.refetch()} />
          ) : (entries.data ?? []).length === 0 ? (
            <NonIdealState icon={<PropertiesIcon size={32} />} title={t("catalogue:classProperties.emptyTitle")} description={emptyText} />
          ) : (
            <ul className="bimp-class-properties" aria-label={t("catalogue:classProperties.listLabel", { name: owner })}>
              {entries.data!.map((entry) => (
                <li key={entry.property.pty_id} className="bimp-class-property">
                  <div className="bimp-class-property-head">
                    <span className="bimp-elc-name">{entry.property.pty_name}</span>
                    {entry.inheritedFrom !== undefined && <Tag minimal>{t("catalogue:classProperties.inheritedFrom", { name: entry.inheritedFrom })}</Tag>}
                    <span className="bimp-pr-muted">{t(`catalogue:datatypes.${entry.property.pty_datatype}`)}</span>
                    {writable && entry.inheritedFrom === undefined && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon={<TrashIcon />}
                        aria-label={t("catalogue:classProperties.remove", { name: entry.property.pty_name })}
                        loading={busy === entry.property.pty_id}
                        onClick={() => void run(entry.property.pty_id, () => remove(entry.property.pty_id), t("catalogue:classProperties.removed", { name: entry.property.pty_name }))}
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
                void run("assign", () => assign(Number(picked)), t("catalogue:classProperties.assigned", { name })).then((done) => done && setPicked(""))
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
              <Button type="submit" intent="primary" text={t("catalogue:classProperties.assign")} disabled={!picked} loading={busy === "assign"} />
            </form>
          )}
          {refusal && (
            <Callout intent="danger" role="alert" compact>
              {refusal}
            </Callout>
          )}
          {actions && <div className="bimp-class-property-actions">{actions}</div>}
        </div>
      )}
    </Drawer>
  )
}
