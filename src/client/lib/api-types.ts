// The API's types, generated from schema/openapi.yaml. The app imports them from here so a
// change of the generator's output path touches one file.
export type { components, paths } from '../../generated/api-types.gen.ts'
