// `shell/ui`: the design system every section uses (docs/decisions/003).
export { JsonLd, serializeJsonLd } from '../components/json-ld/json-ld';
