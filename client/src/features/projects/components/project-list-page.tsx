/**
 * @module "My projects" (spec §2 /projects/:tab): tabs recent, my-organisation, public and list with their
 * counts, a search over name and description (kept in ?q= across tabs), one card per project.
 */
import { Button, NonIdealState, Spinner } from "@blueprintjs/core"
import { Add, Projects, Search } from "@blueprintjs/icons"
import { useMemo } from "react"
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom"
import { ErrorCallout } from "../../../components/error-callout"
import { PageLayout } from "../../../components/page-layout"
import { paths, projectTabs, type ProjectTab } from "../../../config/paths"
import { useSession } from "../../../hooks/use-session"
import { useT } from "../../../lib/i18n"
import { useProjects } from "../api/get-projects"
import { countByTab, parseProjectTab, projectsOfTab, searchProjects } from "../project-filters"
import { LinkButton } from "../../../components/link-button"
import { ProjectCard } from "./project-card"
import { ListToolbar } from "./list-toolbar"
import { useFirstScreenful } from "../../../hooks/use-first-screenful"

export function ProjectListPage() {
  // The router declares each tab as its own path (/projects/list …): the tab is the last segment.
  const tab = parseProjectTab(useLocation().pathname.split("/").filter(Boolean).pop())
  if (!tab) return <Navigate to={paths.projectsTab("list")} replace />
  return <ProjectList tab={tab} />
}

function ProjectList({ tab }: { tab: ProjectTab }) {
  const { t, locale } = useT()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const query = params.get("q") ?? ""
  const user = useSession().user
  const projects = useProjects()
  const found = useMemo(() => searchProjects(projects.data ?? [], query), [projects.data, query])
  const counts = countByTab(found, user)
  const shown = projectsOfTab(found, tab, user, locale)
  const rendered = useFirstScreenful(shown.length)
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true })
  const newProject = (
    <LinkButton to={paths.newProject} intent="primary" icon={<Add />} text={t("projects:list.newProject")} />
  )

  return (
    <PageLayout title={t("projects:list.title")} actions={newProject}>
      <ListToolbar
        id="project-tabs"
        tabs={projectTabs}
        selected={tab}
        titleOf={(id) => t(`projects:list.tabs.${id}`)}
        counts={projects.data ? counts : undefined}
        onSelect={(next) => navigate({ pathname: paths.projectsTab(next), search: params.toString() })}
        query={query}
        onQuery={setQuery}
        searchLabel={t("projects:list.searchLabel")}
        searchPlaceholder={t("projects:list.searchPlaceholder")}
      />
      {projects.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : projects.isError ? (
        <ErrorCallout error={projects.error} onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <NonIdealState icon={<Projects size={48} />} title={t("projects:list.emptyTitle")} description={t("projects:list.emptyText")} action={newProject} />
      ) : shown.length === 0 && query ? (
        <NonIdealState
          icon={<Search size={48} />}
          title={t("projects:list.noMatchTitle")}
          description={t("projects:list.noMatchText", { query })}
          action={<Button text={t("projects:list.clearSearch")} onClick={() => setQuery("")} />}
        />
      ) : shown.length === 0 ? (
        <NonIdealState icon={<Projects size={48} />} title={t("projects:list.emptyTabTitle")} description={t(`projects:list.emptyTab.${tab}`)} action={newProject} />
      ) : (
        <>
          <p className="bimp-muted bimp-list-summary" role="status">
            {t("projects:list.shown", { count: shown.length })}
          </p>
          <div className="bimp-card-grid">
            {shown.slice(0, rendered).map((project) => (
              <ProjectCard key={project.pro_id} project={project} />
            ))}
          </div>
        </>
      )}
    </PageLayout>
  )
}
