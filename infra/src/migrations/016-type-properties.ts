/**
 * The properties of element class types (issue 9): which type has which property, one row per assignment,
 * as `rm_class_properties` holds a class's (migration 013).
 */
export const typePropertyTables = ["rm_type_properties"] as const

export const typePropertiesMigration = `
CREATE TABLE IF NOT EXISTS rm_type_properties (
  type_id      bigint NOT NULL,
  property_id  bigint NOT NULL,
  pro_id       bigint NOT NULL,
  position     bigint NOT NULL,
  PRIMARY KEY (type_id, property_id)
);
CREATE INDEX IF NOT EXISTS rm_type_properties_pro_id ON rm_type_properties (pro_id);
CREATE INDEX IF NOT EXISTS rm_type_properties_property_id ON rm_type_properties (property_id);
`
