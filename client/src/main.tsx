import { StrictMode, useEffect, useState } from "react"
import { createRoot } from "react-dom/client"
import { pickLocale, texts } from "./texts"

type Status = { api_version: string; default_project_id: number | null }

const locale = pickLocale(localStorage.getItem("locale"), navigator.languages)
document.documentElement.lang = locale
const t = texts[locale]

function StatusPage() {
  const [status, setStatus] = useState<Status | "error" | undefined>()
  useEffect(() => {
    fetch("/status/info", { cache: "no-store" })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then(setStatus, () => setStatus("error"))
  }, [])
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 720, margin: "4rem auto", padding: "0 1rem" }}>
      <h1>BIM Profile</h1>
      <p>{t.tagline}</p>
      {status === "error" && <p role="alert">{t.unreachable}</p>}
      {status && status !== "error" && (
        <dl>
          <dt>{t.api}</dt>
          <dd>{status.api_version}</dd>
          <dt>{t.reference}</dt>
          <dd>{status.default_project_id ?? "–"}</dd>
        </dl>
      )}
      <p>
        <a href="/1.2/openapi.json">{t.docs}</a>
      </p>
      <p>{t.soon}</p>
    </main>
  )
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <StatusPage />
  </StrictMode>,
)
