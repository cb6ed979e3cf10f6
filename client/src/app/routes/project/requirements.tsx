// A re-export only: the page is the feature's file itself, one file less to fetch (and to name in the entry).
export { RequirementsRoute as default } from "../../../features/requirements/components/requirements-route"
