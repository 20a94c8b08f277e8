/** Row checks shared by the forms, the API and bulk upload (docs/decisions/0020-product-data-model.md). */
export * from './field-errors.ts'
export * from './parse-field-value.ts'
export * from './validate-row.ts'
