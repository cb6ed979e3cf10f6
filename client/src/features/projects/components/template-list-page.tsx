/**
 * @module "Project templates" (spec §2 /templates/:tab): the projects with is_template true, per tab, in
 * the sections reference projects, community projects and own organisation; each can start a new project.
 */
import { H3, NonIdealState, Spinner } from "@blueprintjs/core"
import { Projects, Search } from "@blueprintjs/icons"
import { useMemo } from "react"
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom"
import { ErrorCallout } from "../../../components/error-callout"
import { NewProjectFromButton } from "../../../components/new-project-from-button"
import { PageLayout } from "../../../components/page-layout"
import { paths, templateTabs, type TemplateTab } from "../../../config/paths"
import { useSession } from "../../../hooks/use-session"
import { useT } from "../../../lib/i18n"
import { useProjects } from "../api/get-projects"
import { searchProjects } from "../project-filters"
import { groupBySection, parseTemplateTab, templateSections, templatesOfTab } from "../template-sections"
import { ProjectCard } from "./project-card"
import { ListToolbar } from "./list-toolbar"

export function TemplateListPage() {
  // The router declares each tab as its own path (/templates/list …): the tab is the last segment.
  const tab = parseTemplateTab(useLocation().pathname.split("/").filter(Boolean).pop())
  if (!tab) return <Navigate to={paths.templatesTab("list")} replace />
  return <TemplateList tab={tab} />
}

function TemplateList({ tab }: { tab: TemplateTab }) {
  const { t, locale } = useT()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const query = params.get("q") ?? ""
  const user = useSession().user
  const projects = useProjects()
  const found = useMemo(() => searchProjects(projects.data ?? [], query), [projects.data, query])
  const counts = Object.fromEntries(templateTabs.map((id) => [id, templatesOfTab(found, id, user, locale).length])) as Record<TemplateTab, number>
  const sections = groupBySection(templatesOfTab(found, tab, user, locale), user)
  const total = templateSections.reduce((sum, section) => sum + sections[section].length, 0)
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true })

  return (
    <PageLayout title={t("projects:templates.title")}>
      <p className="bimp-lead">{t("projects:templates.lead")}</p>
      <ListToolbar
        id="template-tabs"
        tabs={templateTabs}
        selected={tab}
        titleOf={(id) => t(`projects:templates.tabs.${id}`)}
        counts={projects.data ? counts : undefined}
        onSelect={(next) => navigate({ pathname: paths.templatesTab(next), search: params.toString() })}
        query={query}
        onQuery={setQuery}
        searchLabel={t("projects:templates.searchLabel")}
        searchPlaceholder={t("projects:templates.searchPlaceholder")}
      />
      {projects.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : projects.isError ? (
        <ErrorCallout error={projects.error} onRetry={() => void projects.refetch()} />
      ) : total === 0 ? (
        <NonIdealState
          icon={query ? <Search size={48} /> : <Projects size={48} />}
          title={t(query ? "projects:list.noMatchTitle" : "projects:templates.emptyTitle")}
          description={query ? t("projects:list.noMatchText", { query }) : t(`projects:templates.emptyTab.${tab}`)}
        />
      ) : (
        templateSections.map((section) => (
          <section key={section} className="bimp-template-section" aria-labelledby={`templates-${section}`}>
            <H3 id={`templates-${section}`}>
              {t(`projects:templates.sections.${section}.title`)} <span className="bimp-muted">({sections[section].length})</span>
            </H3>
            <p className="bimp-muted">
              {t(`projects:templates.sections.${section}.text`)}
              {section === "reference" && (
                <>
                  {" "}
                  <Link to={paths.references}>{t("projects:templates.compareReferences")}</Link>
                </>
              )}
            </p>
            {sections[section].length === 0 ? (
              <p className="bimp-section-empty">{t("projects:templates.sectionEmpty")}</p>
            ) : (
              <div className="bimp-card-grid">
                {sections[section].map((project) => (
                  <ProjectCard
                    key={project.pro_id}
                    project={project}
                    to={paths.template(project.pro_id)}
                    actions={<NewProjectFromButton projectId={project.pro_id} text={t("projects:templates.use")} label={t("projects:templates.useNamed", { name: project.pro_name })} />}
                  />
                ))}
              </div>
            )}
          </section>
        ))
      )}
    </PageLayout>
  )
}
