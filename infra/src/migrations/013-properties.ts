/**
 * The data catalogue's properties (issue 9): ids from their own sequence, their table in the catalogue
 * projection (one row per property, its state and its own mapping problems as jsonb), and which class has
 * which property (one row per assignment, in the order assigned).
 */
import { ID_BLOCK_SIZE } from "./002-id-sequences"

export const propertyIdKinds = ["property"] as const

export const propertyTables = ["rm_properties", "rm_class_properties"] as const

export const propertiesMigration = `
${propertyIdKinds.map((kind) => `CREATE SEQUENCE IF NOT EXISTS ids_${kind} INCREMENT BY ${ID_BLOCK_SIZE} START WITH 1;`).join("\n")}
CREATE TABLE IF NOT EXISTS rm_properties (
  id           bigint PRIMARY KEY,
  pro_id       bigint NOT NULL,
  has_problems boolean NOT NULL DEFAULT false,
  data         jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_properties_pro_id ON rm_properties (pro_id);
CREATE TABLE IF NOT EXISTS rm_class_properties (
  class_id     bigint NOT NULL,
  property_id  bigint NOT NULL,
  pro_id       bigint NOT NULL,
  position     bigint NOT NULL,
  PRIMARY KEY (class_id, property_id)
);
CREATE INDEX IF NOT EXISTS rm_class_properties_pro_id ON rm_class_properties (pro_id);
CREATE INDEX IF NOT EXISTS rm_class_properties_property_id ON rm_class_properties (property_id);
`
