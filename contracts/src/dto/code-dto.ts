import { Schema } from "effect"

export const CodeDto = Schema.Struct({
  cod_col_name: Schema.String,
  cod_code: Schema.String,
  cod_name: Schema.String,
  cod_seq: Schema.Int,
})
export type CodeDto = typeof CodeDto.Type

export const StatusInfoDto = Schema.Struct({ api_version: Schema.String, default_project_id: Schema.NullOr(Schema.Int) })
export type StatusInfoDto = typeof StatusInfoDto.Type
