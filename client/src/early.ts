/**
 * The first module the entry imports: its own file of the build (chunks.ts) with no library in it, so it
 * runs before the libraries and the app evaluate and its reads go out at once (app/start-early.ts).
 */
import { startEarlyReads } from "./app/start-early"

startEarlyReads(window.location)
