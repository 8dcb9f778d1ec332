// Checks structured data against schema.org's own vocabulary, as the npm package
// @zazuko/rdf-vocabularies ships it (its classes, their superclasses and each property's
// domainIncludes): every type must be a schema.org class, every property a schema.org property
// that one of the entity's types, or a superclass of one, may carry. An entity of several types
// may carry the properties of each.
import schemaOrgQuads from '@zazuko/rdf-vocabularies/datasets/schema';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`;

interface Term {
  termType: string;
  value: string;
}

/** schema.org's classes with their direct superclasses, and its properties with their domains. */
function loadVocabulary() {
  const term =
    (termType: string) =>
    (value: string): Term => ({ termType, value });
  const quads = schemaOrgQuads({
    namedNode: term('NamedNode'),
    literal: term('Literal'),
    quad: (subject: Term, predicate: Term, object: Term) => ({ subject, predicate, object }),
  });
  const superclasses = new Map<string, Set<string>>();
  const domains = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value?: string) => {
    const set = map.get(key) ?? new Set<string>();
    if (value) set.add(value);
    map.set(key, set);
  };
  for (const { subject, predicate, object } of quads) {
    if (!subject.value.startsWith(SCHEMA)) continue;
    const name = subject.value.slice(SCHEMA.length);
    const target = object.value.startsWith(SCHEMA) ? object.value.slice(SCHEMA.length) : undefined;
    if (predicate.value === RDF_TYPE && object.value === RDFS_CLASS) add(superclasses, name);
    else if (predicate.value === SUBCLASS_OF) add(superclasses, name, target);
    else if (predicate.value === DOMAIN_INCLUDES) add(domains, name, target);
  }
  return { superclasses, domains };
}

let vocabulary: ReturnType<typeof loadVocabulary> | undefined;

/** A class and every class above it. */
function lineage(type: string, superclasses: Map<string, Set<string>>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const parent of superclasses.get(name) ?? []) visit(parent);
  };
  visit(type);
  return seen;
}

const typesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map((type) => String(type).replace(/^schema:/, ''));

/**
 * What in a JSON-LD block schema.org's vocabulary does not have: an unknown type, an unknown
 * property, or a property that none of its entity's types may carry. Each with its path.
 */
export function vocabularyProblems(data: unknown, path = ''): string[] {
  vocabulary ??= loadVocabulary();
  const { superclasses, domains } = vocabulary;
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => vocabularyProblems(item, `${path}[${index}]`));
  }
  if (typeof data !== 'object' || data === null) return [];
  const entity = data as Record<string, unknown>;
  const problems: string[] = [];
  const types = '@type' in entity ? typesOf(entity['@type']) : [];
  const unknown = types.filter((type) => !superclasses.has(type));
  problems.push(...unknown.map((type) => `${path || '.'}: "${type}" is not a schema.org type`));
  const allowed = new Set(types.flatMap((type) => [...lineage(type, superclasses)]));
  for (const [property, value] of Object.entries(entity)) {
    if (property.startsWith('@')) continue;
    const at = path ? `${path}.${property}` : property;
    const domain = domains.get(property);
    if (!domain) problems.push(`${at}: "${property}" is not a schema.org property`);
    else if (types.length > 0 && unknown.length === 0 && ![...domain].some((d) => allowed.has(d))) {
      problems.push(`${at}: ${types.join(' & ')} may not carry "${property}"`);
    }
    problems.push(...vocabularyProblems(value, at));
  }
  return problems;
}
