/**
 * schema.org items written into a page's markup, microdata (itemscope/itemtype/itemprop) and RDFa
 * (vocab/typeof/property), read by maintained streaming parsers into RDF triples, then rebuilt as the
 * nested JSON-LD-like nodes the JSON-LD mapper reads: `{ '@type': ['Recipe'], name: '…', recipeIngredient: [...] }`.
 */
import type { Transform } from 'node:stream';
import { MicrodataRdfParser } from 'microdata-rdf-streaming-parser';
import { RdfaParser } from 'rdfa-streaming-parser';

type Node = Record<string, unknown>;
interface Term {
  termType: string;
  value: string;
}
interface Quad {
  subject: Term;
  predicate: Term;
  object: Term;
}

const SCHEMA_ORG = /^https?:\/\/schema\.org\//;
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
/** Deep enough for Recipe → HowToSection → HowToStep → its image; a cycle stops here too. */
const MAX_DEPTH = 6;

function triples(parser: Transform, html: string): Promise<Quad[]> {
  return new Promise((resolve) => {
    const quads: Quad[] = [];
    parser.on('data', (quad: Quad) => quads.push(quad));
    // Markup a parser cannot read gives no items, not a failed import.
    parser.on('error', () => resolve(quads));
    parser.on('end', () => resolve(quads));
    parser.write(html);
    parser.end();
  });
}

const keyOf = (term: Term) => `${term.termType}:${term.value}`;

/** The nodes of the schema.org items typed Recipe, each with its properties nested. */
export function recipeNodesOfTriples(quads: readonly Quad[]): Node[] {
  const properties = new Map<string, Array<[string, Term]>>();
  for (const quad of quads) {
    const key = keyOf(quad.subject);
    if (!properties.has(key)) properties.set(key, []);
    properties.get(key)!.push([quad.predicate.value, quad.object]);
  }
  const build = (key: string, depth: number): Node => {
    const node: Node = {};
    const types: string[] = [];
    for (const [predicate, object] of properties.get(key) ?? []) {
      if (predicate === RDF_TYPE) {
        types.push(object.value.replace(SCHEMA_ORG, ''));
        continue;
      }
      if (!SCHEMA_ORG.test(predicate)) continue;
      const name = predicate.replace(SCHEMA_ORG, '');
      const value =
        object.termType !== 'Literal' && properties.has(keyOf(object)) && depth < MAX_DEPTH
          ? build(keyOf(object), depth + 1)
          : object.value;
      const existing = node[name];
      node[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    node['@type'] = types;
    return node;
  };
  return [...properties.entries()]
    .filter(([, pairs]) =>
      pairs.some(([predicate, object]) => predicate === RDF_TYPE && object.value.replace(SCHEMA_ORG, '') === 'Recipe'),
    )
    .map(([key]) => build(key, 0));
}

export async function structuredDataNodes(html: string, pageUrl: string): Promise<Node[]> {
  const [microdata, rdfa] = await Promise.all([
    triples(new MicrodataRdfParser({ baseIRI: pageUrl }) as unknown as Transform, html),
    triples(new RdfaParser({ baseIRI: pageUrl, contentType: 'text/html' }) as unknown as Transform, html),
  ]);
  return [...recipeNodesOfTriples(microdata), ...recipeNodesOfTriples(rdfa)];
}
