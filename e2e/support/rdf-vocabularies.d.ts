// The package ships this declaration beside the file, but its "exports" map hides it from
// TypeScript's resolution: the same signature, with the few terms the vocabulary check reads.
declare module '@zazuko/rdf-vocabularies/datasets/schema' {
  interface Term {
    termType: string;
    value: string;
  }
  interface Factory<Q> {
    namedNode(value: string): Term;
    literal(value: string): Term;
    quad(subject: Term, predicate: Term, object: Term, graph: Term): Q;
  }
  /** schema.org's vocabulary as quads made with `factory`. */
  export default function schemaOrg<Q>(factory: Factory<Q>): Q[];
}
