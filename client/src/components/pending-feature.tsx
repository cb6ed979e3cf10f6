/**
 * @module Screens whose backend arrives with a later release: the real page frame, and a call to the API
 * that tells the user plainly whether the function is available yet.
 */
import { Callout, Spinner } from "@blueprintjs/core"
import { useQuery } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { get } from "../lib/api-client"
import { ApiError } from "../lib/api-error"
import { useT } from "../lib/i18n"
import { ErrorCallout } from "./error-callout"
import { PageLayout } from "./page-layout"

export function PendingFeaturePage({ title, description, endpoint, children }: { title: string; description: string; endpoint: string; children?: ReactNode }) {
  const { t } = useT()
  const probe = useQuery({
    queryKey: ["pending-feature", endpoint],
    queryFn: () => get<unknown>(endpoint, { quiet: true, allowNotFound: true }),
    retry: false,
  })
  const unavailable = probe.error instanceof ApiError && [404, 405, 501].includes(probe.error.status)
  return (
    <PageLayout title={title}>
      <p className="bimp-lead">{description}</p>
      {probe.isLoading && <Spinner size={24} aria-label={t("state.loading")} />}
      {unavailable && (
        <Callout intent="primary" title={t("state.notAvailableTitle")}>
          {t("state.notAvailable")}
        </Callout>
      )}
      {probe.error && !unavailable && <ErrorCallout error={probe.error} onRetry={() => void probe.refetch()} />}
      {probe.isSuccess && children}
    </PageLayout>
  )
}
