/**
 * The early start: a script of its own, first in index.html (early-script.ts), with no library in it, so it
 * runs while the libraries still download and its reads go out at once (app/start-early.ts).
 */
import { startEarlyReads } from "./app/start-early"

startEarlyReads(window.location)
