/**
 * @module Create a project (spec §2 /projects/new and /projects/:projectId/new): empty, from the reference
 * project, from a template or as a copy; the route's project is the preselected source. The owner (personal
 * or an organisation), sharing with all, and what of the source to take over (spec §7 copy payload). Client
 * checks of the name and the selection, the server's errors beside their fields (the form keeps every
 * value), then the new project's dashboard.
 */
import { Button, Callout, Card, Checkbox, FormGroup, HTMLSelect, InputGroup, Spinner, TextArea } from "@blueprintjs/core"
import { isBlankName } from "@bimprofile/contracts/names"
import { IFC_SCHEMAS } from "@bimprofile/contracts/codes"
import { type FormEvent, useMemo, useState } from "react"
import { Navigate, useNavigate, useParams } from "react-router-dom"
import { useProject } from "../../../api/projects/get-project"
import { useProjectStructure } from "../../../api/projects/get-project-structure"
import { ErrorCallout } from "../../../components/error-callout"
import { LinkButton } from "../../../components/link-button"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { useBehavior } from "../../../hooks/use-observable"
import { composeErrorMessage } from "../../../lib/api-client"
import { ApiError } from "../../../lib/api-error"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { status$ } from "../../../lib/status-check"
import { useCreateProject } from "../api/create-project"
import { useIfcSchemas } from "../api/get-ifc-schemas"
import { useProjects } from "../api/get-projects"
import { ALL_CHECKED, type CopySelection, isNothingChosen, selectionBody, structureOf } from "../copy-selection"
import { hasSource, preselectedSource, type ProjectSource, projectRequest, sourceDefaults } from "../new-project-request"
import { parseProjectId } from "../project-id"
import { OwnerPicker } from "./owner-picker"
import { SourcePicker } from "./source-picker"
import { StructurePicker } from "./structure-picker"
import { blankNameText } from "../../../lib/name-rule"

const formFields = ["pro_name", "pro_desc", "pro_isc_id", "pro_org_id"] as const
type Errors = Partial<Record<(typeof formFields)[number] | "source" | "structure", string>>

/** The server's text about the selection (`pro_pha_nested.…`), if it names one. */
const selectionError = (fieldErrors: Record<string, string>) => Object.entries(fieldErrors).find(([field]) => field.startsWith("pro_pha_nested"))?.[1]

export function NewProjectPage() {
  const param = useParams().projectId
  const fromId = parseProjectId(param)
  if (param !== undefined && fromId === undefined) return <Navigate to={paths.notFound} replace />
  return <NewProject fromId={fromId} />
}

function NewProject({ fromId }: { fromId: number | undefined }) {
  const { t } = useT()
  const navigate = useNavigate()
  const referenceId = useBehavior(status$).defaultProjectId
  const from = useProject(fromId)
  const projects = useProjects()
  const schemas = useIfcSchemas()
  const create = useCreateProject()
  const [choice, setChoice] = useState<ProjectSource | null>(null)
  const [name, setName] = useState("")
  const [descDraft, setDescDraft] = useState<string | null>(null)
  const [ifcDraft, setIfcDraft] = useState<number | null>(null)
  const [orgId, setOrgId] = useState<number | null>(null)
  const [accessAll, setAccessAll] = useState(false)
  const [withRequirements, setWithRequirements] = useState(true)
  const [selections, setSelections] = useState<ReadonlyMap<number, CopySelection>>(new Map())
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)

  const source = choice ?? preselectedSource(from.data, referenceId)
  const sourceStructure = useProjectStructure(source.kind === "empty" ? null : source.projectId)
  const structure = useMemo(() => (sourceStructure.data ? structureOf(sourceStructure.data) : undefined), [sourceStructure.data])
  // Per source project, so switching sources back and forth keeps each choice.
  const selection = (source.projectId !== null && selections.get(source.projectId)) || ALL_CHECKED
  const setSelection = (next: CopySelection) => {
    if (source.projectId === null) return
    setSelections(new Map(selections).set(source.projectId, next))
    setErrors(({ structure: _structure, ...rest }) => rest)
  }
  const sourceProject = source.projectId === null ? undefined : (projects.data?.find((p) => p.pro_id === source.projectId) ?? (from.data?.pro_id === source.projectId ? from.data : undefined))
  const referenceProject = projects.data?.find((p) => p.pro_id === referenceId)
  const defaults = sourceDefaults(sourceProject)
  const desc = descDraft ?? defaults.desc
  const ifcSchemaId = ifcDraft ?? defaults.ifcSchemaId
  const schemaOptions = schemas.data?.map((c) => ({ value: Number(c.cod_code), label: c.cod_name })) ?? IFC_SCHEMAS.map((s) => ({ value: s.id, label: s.name }))
  const title = from.data ? t("projects:new.titleFrom", { name: from.data.pro_name }) : t("projects:new.title")

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {}
    if (isBlankName(name)) found.pro_name = blankNameText("project")
    if (!hasSource(source)) found.source = t(`projects:new.sourceRequired.${source.kind}`)
    const copies = source.kind !== "empty"
    if (copies && structure && isNothingChosen(structure, selection)) found.structure = t("projects:new.structure.nothingChosen")
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    const phases = copies && structure ? selectionBody(structure, selection) : null
    try {
      const created = await create.mutateAsync(projectRequest({ source, name, desc, ifcSchemaId, orgId, accessAll, phases, withRequirements }))
      toast("success", t("projects:new.created", { name: created.pro_name }))
      navigate(paths.dashboard(created.pro_id))
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setFormError(t("projects:new.failed"))
      const known: Errors = Object.fromEntries(formFields.flatMap((field) => (failure.fieldErrors[field] ? [[field, failure.fieldErrors[field]]] : [])))
      const aboutSelection = selectionError(failure.fieldErrors)
      // The source changed since it was read: read it again, the user checks the tree and sends once more.
      if (aboutSelection) void sourceStructure.refetch()
      setErrors(aboutSelection ? { ...known, structure: t("projects:new.structure.sourceChanged", { reason: aboutSelection }) } : known)
      if (Object.keys(known).length === 0 && !aboutSelection) setFormError(composeErrorMessage(failure))
    }
  }

  if (fromId !== undefined && from.isPending) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (from.isError) return <ErrorCallout error={from.error} onRetry={() => void from.refetch()} />

  return (
    <PageLayout title={title}>
      <p className="bimp-lead">{t("projects:new.lead")}</p>
      <Card className="bimp-new-project" elevation={1}>
        <form onSubmit={submit} aria-label={title} noValidate>
          <SourcePicker
            source={source}
            onChange={(next) => {
              setChoice(next)
              setErrors(({ source: _source, ...rest }) => rest)
            }}
            referenceProject={referenceProject}
            sourceProject={sourceProject}
            referenceProjectId={referenceId}
            error={errors.source}
          />
          <FormGroup label={t("projects:fields.name")} labelFor="new-project-name" labelInfo={t("projects:new.required")} intent={errors.pro_name ? "danger" : "none"} helperText={errors.pro_name}>
            <InputGroup id="new-project-name" value={name} onValueChange={setName} intent={errors.pro_name ? "danger" : "none"} placeholder={t("projects:new.namePlaceholder")} autoFocus />
          </FormGroup>
          <FormGroup label={t("projects:fields.description")} labelFor="new-project-desc" intent={errors.pro_desc ? "danger" : "none"} helperText={errors.pro_desc}>
            <TextArea id="new-project-desc" fill autoResize value={desc} onChange={(e) => setDescDraft(e.target.value)} intent={errors.pro_desc ? "danger" : "none"} />
          </FormGroup>
          <FormGroup label={t("projects:fields.ifc")} labelFor="new-project-ifc" intent={errors.pro_isc_id ? "danger" : "none"} helperText={errors.pro_isc_id ?? t("projects:new.ifcHelp")}>
            <HTMLSelect id="new-project-ifc" value={ifcSchemaId} onChange={(e) => setIfcDraft(Number(e.currentTarget.value))} options={schemaOptions} />
          </FormGroup>
          <OwnerPicker
            orgId={orgId}
            onOrgChange={(next) => {
              setOrgId(next)
              setErrors(({ pro_org_id: _org, ...rest }) => rest)
            }}
            accessAll={accessAll}
            onAccessAllChange={setAccessAll}
            error={errors.pro_org_id}
          />
          {source.kind !== "empty" && source.projectId !== null && (
            <StructurePicker
              structure={structure}
              loading={sourceStructure.isPending}
              loadError={sourceStructure.error}
              onRetry={() => void sourceStructure.refetch()}
              selection={selection}
              onChange={setSelection}
              error={errors.structure}
            />
          )}
          {source.kind !== "empty" && (
            <FormGroup helperText={t(source.kind === "reference" ? "projects:new.requirements.helpReference" : "projects:new.requirements.help")}>
              <Checkbox checked={withRequirements} onChange={(e) => setWithRequirements(e.currentTarget.checked)} label={t("projects:new.requirements.label")} />
            </FormGroup>
          )}
          {formError && (
            <Callout intent="danger" role="alert" compact className="bimp-form-error">
              {formError}
            </Callout>
          )}
          <div className="bimp-form-actions">
            <LinkButton to={paths.projectsTab("list")} text={t("actions.cancel")} />
            <Button type="submit" intent="primary" text={t("projects:new.submit")} loading={create.isPending} />
          </div>
        </form>
      </Card>
    </PageLayout>
  )
}
