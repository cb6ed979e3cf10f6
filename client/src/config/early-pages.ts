/**
 * @module The pages the early start (app/start-early.ts) fetches the files of before the app's modules run:
 * the page modules (their built chunks come from the build, client/early-files.ts) and the text namespaces
 * they need besides `common`. Only the pages a load most often opens (the list after login, the dashboard).
 */
export const EARLY_PAGES = {
  "project-list": { module: "src/app/routes/projects/project-list.tsx", namespaces: ["projects"] },
  "project-layout": { module: "src/app/routes/project/project-layout.tsx", namespaces: ["projects", "history"] },
  dashboard: { module: "src/app/routes/project/dashboard.tsx", namespaces: ["plan"] },
} as const satisfies Record<string, { module: string; namespaces: readonly string[] }>

export type EarlyPage = keyof typeof EARLY_PAGES

/** What the build writes into index.html: per early page and per `locale/namespace`, its files to fetch. */
export type EarlyFiles = { readonly pages: Partial<Record<EarlyPage, readonly string[]>>; readonly texts: Readonly<Record<string, readonly string[]>> }

/** The id of the index.html element that holds the EarlyFiles as JSON. */
export const EARLY_FILES_ID = "bimp-early-files"
