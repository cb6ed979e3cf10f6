/**
 * The IDS export (spec §2 dialogs): an activity's requirements as an IDS 1.0 file, for each requirement's own
 * IFC versions (else the project's) or for one version chosen, checked live before it is offered — the official
 * XSD, the IFC knowledge of the versions written, what a version could not carry, specifications that apply to
 * the same objects. A version other than the project's warns that completeness is not guaranteed (spec §5, §8).
 * The download is an export of the activity like the export page's (docs/exports.md): its job is followed here,
 * the file is kept as a document of the project and then saved from memory (it needs the token). Loaded when
 * first opened.
 */
import { Button, Callout, Collapse, Dialog, DialogBody, DialogFooter, Spinner, Tag } from "@blueprintjs/core"
import { ChevronDownIcon, ChevronRightIcon, DownloadIcon, ExportIcon, TickCircleIcon } from "@blueprintjs/icons"
import type { IdsCheckDto } from "@bimprofile/contracts/dto/ids-check-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { type ReactNode, useId, useState } from "react"
import { exportLanguageOf } from "../../../api/exports/start-export"
import { ExportFollow } from "../../../components/export-job/export-follow"
import { IfcVersionChoice } from "../../../components/ifc-version-choice"
import { useExport } from "../../../hooks/use-export"
import { ApiError } from "../../../lib/api-error"
import { t, useT } from "../../../lib/i18n"
import { mappingProblemText } from "../../../lib/mapping-problem-text"
import { useIdsCheck } from "../api/get-ids-check"
import { idsOmissionText } from "../ids-omission-text"
import "../ids-export.css"

const K = "catalogue:requirements.ids"

export type IdsExportDialogProps = {
  readonly projectId: number
  readonly activityId: number
  readonly activityName: string
  /** The project's IFC version, while the check that names it is loading. */
  readonly projectVersion: IfcVersion | undefined
  readonly isOpen: boolean
  readonly onClose: () => void
}

export function IdsExportDialog({ projectId, activityId, activityName, projectVersion, isOpen, onClose }: IdsExportDialogProps) {
  const { t, locale } = useT()
  const [version, setVersion] = useState<IfcVersion | null>(null)
  const exporting = useExport()
  const check = useIdsCheck(projectId, activityId, version, { enabled: isOpen })
  const project = check.data?.project_ifc_version ?? projectVersion
  const offered = check.data !== undefined && check.data.empty_reason === null && check.data.schema_valid
  const run = exporting.run

  const choose = (next: IfcVersion | null) => {
    setVersion(next)
    exporting.reset()
  }
  // The activity's export, kept as a document of the project like every export.
  const save = () =>
    void exporting.start({
      exp_pro_id: projectId,
      exp_scope: "activities",
      exp_act_ids: [activityId],
      exp_format: "ids",
      ...(version !== null && { exp_ifc_version: version }),
      exp_language: exportLanguageOf(locale),
    })

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(`${K}.title`)} icon={<ExportIcon />} className="bimp-dialog-wide bimp-ids-dialog">
      <DialogBody className="bimp-ids-body">
        <p className="bimp-pr-muted">{t(`${K}.intro`, { name: activityName })}</p>
        <IfcVersionChoice value={version} projectVersion={project} onChange={choose} />
        <section className="bimp-ids-result" aria-label={t(`${K}.result`)} aria-busy={check.isFetching}>
          {check.isPending ? (
            <div className="bimp-ids-checking">
              <Spinner size={20} aria-label={t(`${K}.checking`)} /> <span className="bimp-pr-muted">{t(`${K}.checking`)}</span>
            </div>
          ) : check.isError ? (
            <Failure title={t(`${K}.errors.checkFailed`)} detail={failureText(check.error)} onRetry={() => void check.refetch()} />
          ) : (
            <CheckResult check={check.data} />
          )}
        </section>
        {run.state === "refused" && (
          <Failure title={t(`${K}.errors.downloadFailed`)} detail={run.refusal.general ?? Object.values(run.refusal.fields).join(" ")} />
        )}
        {run.state === "started" && (
          <ExportFollow
            key={run.jobId}
            projectId={projectId}
            jobId={run.jobId}
            title={t(`${K}.exporting`, { name: activityName })}
            activityName={() => activityName}
            showCheck={false}
            autoDownload
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("actions.close")} onClick={onClose} />
            <Button
              intent="primary"
              icon={<DownloadIcon />}
              text={t(`${K}.download`)}
              disabled={!offered || run.state === "started"}
              loading={run.state === "starting"}
              onClick={save}
            />
          </>
        }
      />
    </Dialog>
  )
}

/** Why the check could not be read, in the user's language: the IDS codes in our words, a refusal in the server's (translated where known), else ours. */
const failureText = (error: unknown) => {
  const code = error instanceof ApiError ? error.code : undefined
  if (code === "IDS_EMPTY") return t(`${K}.empty`)
  if (code === "IDS_SCHEMA") return t(`${K}.errors.schema`)
  return error instanceof ApiError && error.status < 500 && error.body !== undefined ? error.message : t(`${K}.errors.again`)
}

function Failure({ title, detail, onRetry }: { title: string; detail: string; onRetry?: () => void }) {
  const { t } = useT()
  return (
    <Callout intent="danger" title={title} role="alert">
      <p>{detail}</p>
      {onRetry && <Button onClick={onRetry} text={t("actions.retry")} />}
    </Callout>
  )
}

function CheckResult({ check }: { check: IdsCheckDto }) {
  const { t } = useT()
  if (check.empty_reason !== null)
    return (
      <Callout intent="primary" title={t(`${K}.verdict.emptyTitle`)}>
        {t(`${K}.empty`)}
      </Callout>
    )
  const verdict = !check.schema_valid ? "invalid" : check.valid ? "valid" : "problems"
  return (
    <div className="bimp-ids-check">
      <Callout
        intent={verdict === "invalid" ? "danger" : verdict === "valid" ? "success" : "warning"}
        title={t(`${K}.verdict.${verdict}Title`)}
        {...(verdict === "valid" && { icon: <TickCircleIcon /> })}
      >
        {t(`${K}.verdict.${verdict}`)}
      </Callout>
      <dl className="bimp-ids-facts">
        <dt>{t(`${K}.facts.file`)}</dt>
        <dd className="bimp-ids-file">{check.file_name}</dd>
        <dt>{t(`${K}.facts.specifications`)}</dt>
        <dd>{check.specifications}</dd>
        <dt>{t(`${K}.facts.versions`)}</dt>
        <dd>{check.ifc_versions.join(", ")}</dd>
        <dt>{t(`${K}.facts.problems`)}</dt>
        <dd>{check.ifc_problems.length}</dd>
        <dt>{t(`${K}.facts.omissions`)}</dt>
        <dd>{check.omissions.length}</dd>
        <dt>{t(`${K}.facts.overlaps`)}</dt>
        <dd>{check.overlaps.length}</dd>
      </dl>
      {check.schema_findings.length > 0 && (
        <Findings title={t(`${K}.findings`, { count: check.schema_findings.length })} open>
          {check.schema_findings.map((finding, i) => (
            <li key={i}>
              {finding.line !== null && <strong>{t(`${K}.line`, { line: finding.line })}</strong>} {finding.message}
            </li>
          ))}
        </Findings>
      )}
      {check.ifc_problems.length > 0 && (
        <Findings title={t(`${K}.problems`, { count: check.ifc_problems.length })}>
          {check.ifc_problems.map((problem, i) => (
            <li key={i} className={`bimp-ids-problem-${problem.severity}`}>
              <strong>{problem.requirement}</strong> <Tag minimal>{problem.ifc_version}</Tag> {mappingProblemText(problem)}
            </li>
          ))}
        </Findings>
      )}
      {check.omissions.length > 0 && (
        <Findings title={t(`${K}.omissions`, { count: check.omissions.length })} help={t(`${K}.omissionsHelp`)}>
          {check.omissions.map((omission, i) => (
            <li key={i}>
              <strong>{omission.requirement}</strong> <Tag minimal>{omission.ifc_version}</Tag> {idsOmissionText(omission)}
            </li>
          ))}
        </Findings>
      )}
      {check.overlaps.length > 0 && (
        <Findings title={t(`${K}.overlaps`, { count: check.overlaps.length })} help={t(`${K}.overlapsHelp`)}>
          {check.overlaps.map((overlap, i) => (
            <li key={i}>
              <strong>{overlap.specifications.join(", ")}</strong> <Tag minimal>{overlap.ifc_versions.join(" ")}</Tag>
            </li>
          ))}
        </Findings>
      )}
    </div>
  )
}

/** A list under a heading that opens and closes it. */
function Findings({ title, help, open: initiallyOpen = false, children }: { title: string; help?: string; open?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen)
  const id = useId()
  return (
    <div className="bimp-ids-findings">
      <Button variant="minimal" alignText="start" icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />} text={title} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} />
      <Collapse isOpen={open}>
        <div id={id} className="bimp-ids-findings-body">
          {help && <p className="bimp-pr-muted">{help}</p>}
          <ul aria-label={title}>{children}</ul>
        </div>
      </Collapse>
    </div>
  )
}
