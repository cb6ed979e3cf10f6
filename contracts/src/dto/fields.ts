/** @module Field helpers shared by the 1.2 read shapes: nullable scalars and the audit quartet. */
import { Schema } from "effect"

export const NullableString = Schema.NullOr(Schema.String)
export const NullableNumber = Schema.NullOr(Schema.Int)

type AuditKey<P extends string> = `${P}_${"create_date" | "create_user" | "change_date" | "change_user"}`

/** `<p>_create_date`, `<p>_create_user`, `<p>_change_date`, `<p>_change_user`, taken from event metadata. */
export const auditFields = <P extends string>(prefix: P) =>
  ({
    [`${prefix}_create_date`]: NullableString,
    [`${prefix}_create_user`]: NullableString,
    [`${prefix}_change_date`]: NullableString,
    [`${prefix}_change_user`]: NullableString,
  }) as { readonly [K in AuditKey<P>]: typeof NullableString }

export const optionalCount = Schema.optionalKey(Schema.Int)
