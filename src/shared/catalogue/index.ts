/** Country reference data and the synthetic demo catalogue (docs/decisions/0020-product-data-model.md). */
export * from './catalogue-types.ts'
export * from './countries.ts'
export { generateDemoCatalogue, type DemoCatalogueOptions } from './generate-demo-catalogue.ts'
