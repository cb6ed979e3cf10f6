/**
 * @module The words of the Excel profile in the four languages: they live in contracts
 * (`@bimprofile/contracts/excel/profile-texts`), since the command service reads a workbook back with them
 * (the profile import); re-exported here for the export's sheet builders.
 */
export * from "@bimprofile/contracts/excel/profile-texts"
