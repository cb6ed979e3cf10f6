import { Callout, Spinner } from "@blueprintjs/core"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import { type ReactNode, useMemo } from "react"
import { useClassProperties, useProperties } from "../../../api/properties/get-properties"
import { ErrorCallout } from "../../../components/error-callout"
import { OriginMarker, originOf } from "../../../components/origin-marker"
import { useT } from "../../../lib/i18n"
import { classEntityIn, isCopyTarget, propertyTargetIn } from "../property-copy"
import type { SourceChoice } from "./copy-source-step"
import { ClassLabel } from "./copy-source-step"
import { PickList, type PickListProps } from "./pick-list"

const propertyKey = (property: PropertyDto) => property.pty_id
const classKey = (elementClass: ElementClassDto) => elementClass.elc_id

type Loaded<T> = { readonly data: readonly T[] | undefined; readonly isLoading: boolean; readonly error: Error | null; refetch: () => unknown }

/** What each step's list is called, and what its search asks for. */
const LISTS = {
  properties: { label: "catalogue:copy.propertyList", searchLabel: "catalogue:copy.searchProperty", searchPlaceholder: "catalogue:copy.searchPropertyHint" },
  targets: { label: "catalogue:copy.targetList", searchLabel: "catalogue:copy.searchClass", searchPlaceholder: "catalogue:copy.searchClassHint" },
} as const

type PickStepProps<T> = Omit<PickListProps<T>, "id" | "label" | "searchLabel" | "searchPlaceholder" | "items" | "onChange"> & {
  readonly list: keyof typeof LISTS
  readonly query: Loaded<T>
  /** Above the list once it is read. */
  readonly note?: ReactNode
  /** The keys picked, with the items they were picked from. */
  readonly onChange: (selected: ReadonlySet<number>, items: readonly T[]) => void
}

/** A step of the wizard: a spinner while its items are read, the error with a retry, then the list to pick from. */
function PickStep<T>({ list, query, note, onChange, ...pick }: PickStepProps<T>) {
  const { t } = useT()
  const texts = LISTS[list]
  const items = query.data ?? []
  return (
    <div className="bimp-copy-panel">
      {query.isLoading ? (
        <Spinner size={24} aria-label={t("state.loading")} />
      ) : query.error ? (
        <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {note}
          <PickList
            {...pick}
            id={`copy-${list}`}
            label={t(texts.label)}
            searchLabel={t(texts.searchLabel)}
            searchPlaceholder={t(texts.searchPlaceholder)}
            items={items}
            onChange={(keys) => onChange(keys, items)}
          />
        </>
      )}
    </div>
  )
}

/**
 * Step 2: the properties to copy — all of the source project's or one class's (its own and those from above) —
 * each with its kind of value, where it comes from, and its set and name in the project's IFC version.
 */
export function CopyPropertiesStep({
  source,
  version,
  picked,
  onChange,
}: {
  source: SourceChoice
  version: string
  picked: ReadonlyMap<number, PropertyDto>
  onChange: (picked: ReadonlyMap<number, PropertyDto>) => void
}) {
  const { t } = useT()
  const all = useProperties(source.projectId, "name_asc", !source.byClass)
  const ofClass = useClassProperties(source.projectId, source.byClass ? (source.classId ?? undefined) : undefined)
  const classProperties = useMemo(() => ofClass.data?.map((entry) => entry.property), [ofClass.data])
  const query: Loaded<PropertyDto> = source.byClass
    ? { data: classProperties, isLoading: ofClass.isLoading, error: ofClass.error, refetch: ofClass.refetch }
    : { data: all.data, isLoading: all.isLoading, error: all.error, refetch: all.refetch }
  const texts = useMemo(() => (property: PropertyDto) => [property.pty_name, propertyTargetIn(property, version), property.pty_desc], [version])

  return (
    <PickStep
      list="properties"
      query={query}
      keyOf={propertyKey}
      textsOf={texts}
      selected={new Set(picked.keys())}
      onChange={(keys, properties) => {
        const byId = new Map(properties.map((property) => [property.pty_id, property]))
        onChange(new Map([...keys].flatMap((key) => {
          const property = picked.get(key) ?? byId.get(key)
          return property ? [[key, property] as const] : []
        })))
      }}
      emptyText={t(source.byClass ? "catalogue:copy.noClassProperties" : "catalogue:copy.noProperties")}
      render={(property) => (
        <span className="bimp-pick-label">
          <span className="bimp-pick-name">{property.pty_name}</span>
          <OriginMarker origin={originOf(property, "pty")} />
          <span className="bimp-pr-muted">{t(`catalogue:datatypes.${property.pty_datatype}`)}</span>
          <span className="bimp-pr-muted bimp-pick-detail">{propertyTargetIn(property, version) ?? t("catalogue:list.notMapped")}</span>
        </span>
      )}
    />
  )
}

/**
 * Step 3: the classes of this project that get them. A class the project only sees in its reference project is
 * not offered (it is the reference project's, read-only here): the step says how many, and that "Lokal
 * übernehmen" in the list makes one the project's own.
 */
export function CopyTargetsStep({
  classes,
  version,
  targets,
  onChange,
}: {
  classes: Loaded<ElementClassDto>
  version: string
  targets: ReadonlySet<number>
  onChange: (targets: ReadonlySet<number>) => void
}) {
  const { t } = useT()
  const texts = useMemo(() => (elementClass: ElementClassDto) => [elementClass.elc_name, classEntityIn(elementClass, version), elementClass.elc_category], [version])
  const own = useMemo(() => classes.data?.filter(isCopyTarget), [classes.data])
  const locked = (classes.data?.length ?? 0) - (own?.length ?? 0)
  return (
    <PickStep
      list="targets"
      query={{ data: own, isLoading: classes.isLoading, error: classes.error, refetch: classes.refetch }}
      note={
        locked > 0 && (
          <Callout compact intent="primary" icon={null}>
            {t("catalogue:copy.referenceClassesLeftOut", { count: locked })}
          </Callout>
        )
      }
      keyOf={classKey}
      textsOf={texts}
      selected={targets}
      onChange={onChange}
      emptyText={t("catalogue:copy.noTargets")}
      render={(elementClass) => <ClassLabel elementClass={elementClass} version={version} />}
    />
  )
}
