/** @module A decider's answer: the events to append, or the domain error that refuses the command. */
import type { ListIdKind } from "@bimprofile/contracts/catalogue/list-kinds"
import type { DomainError } from "@bimprofile/contracts/errors/domain-errors"

export type Decision<E> = { readonly ok: true; readonly events: readonly E[] } | { readonly ok: false; readonly error: DomainError }

export const accepted = <E>(...events: E[]): Decision<E> => ({ ok: true, events })
export const rejected = <E = never>(error: DomainError): Decision<E> => ({ ok: false, error })

/** Ids the shell reserved before deciding: deciders stay pure and deterministic. */
export interface IdSupply {
  take(kind: "project" | "phase" | "milestone" | "process" | "activity" | "role" | "element_class" | "element_type" | "property" | "value_list" | "value_list_item" | "requirement" | "document" | "version" | ListIdKind): number
}
