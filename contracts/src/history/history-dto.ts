/** @module The timeline's answer as a schema (history-item.ts says what each field means), for the OpenAPI document. */
import { Schema } from "effect"
import { HISTORY_ENTITIES, HISTORY_KINDS, HISTORY_REF_KINDS, type HistoryItem, type HistoryPage } from "./history-item"

const Fields = Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))

/** What one id of a field names (history-item.ts `HistoryRef`). */
export const HistoryRefDto = Schema.Struct({ kind: Schema.Literals(HISTORY_REF_KINDS), id: Schema.Int, name: Schema.NullOr(Schema.String) })

export const HistoryItemDto = Schema.Struct({
  position: Schema.Int,
  time: Schema.String,
  usr_id: Schema.Int,
  usr_name: Schema.String,
  entity: Schema.Literals(HISTORY_ENTITIES),
  entity_id: Schema.NullOr(Schema.Int),
  entity_name: Schema.NullOr(Schema.String),
  kind: Schema.Literals(HISTORY_KINDS),
  event_type: Schema.String,
  before: Fields,
  after: Fields,
  refs: Schema.Record(Schema.String, Schema.Array(HistoryRefDto)),
})

export const HistoryPageDto = Schema.Struct({ items: Schema.Array(HistoryItemDto), next_cursor: Schema.NullOr(Schema.String) })

// The schema and the plain types say the same (a change of one without the other fails to compile).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _itemsAgree: Same<typeof HistoryItemDto.Type, HistoryItem> = true
const _pagesAgree: Same<typeof HistoryPageDto.Type, { readonly items: readonly HistoryItem[]; readonly next_cursor: string | null }> = true
void _itemsAgree
void _pagesAgree
export type { HistoryPage }
