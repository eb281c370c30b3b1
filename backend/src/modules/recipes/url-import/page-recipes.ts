/**
 * The recipes a web page describes, in every form sites use for schema.org Recipe: JSON-LD scripts
 * (a Recipe, an array, an @graph), microdata (itemscope/itemprop) and RDFa (vocab/typeof/property).
 * Each comes out as a JSON-LD-like node, so the catalog importer's JSON-LD mapper reads them all.
 * Also what the page says about itself: its site name and Open Graph image, for attribution and a photo.
 */
import { Parser } from 'htmlparser2';
import { recipeNodes } from '../import/sources/jsonld';
import { structuredDataNodes } from './structured-data';

type Node = Record<string, unknown>;

export interface PageRecipes {
  /** Recipe nodes, JSON-LD first (the most complete form), then microdata, then RDFa. */
  recipes: Node[];
  siteName: string | null;
  /** og:image, absolute. */
  image: string | null;
}

/** The charset a page names in its first bytes (`<meta charset>` or the http-equiv form). */
function declaredCharset(body: Buffer): string | null {
  const head = body.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? null;
}

/** The page's text: in the charset the server or the page names, else UTF-8. */
export function pageText(body: Buffer, charset: string | null): string {
  const label = charset ?? declaredCharset(body) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function absolute(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url.trim(), base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/** JSON-LD as pages write it: sometimes wrapped in a comment or CDATA, sometimes not JSON at all. */
function parseJsonLd(text: string): unknown {
  const unwrapped = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\*\s*<!\[CDATA\[\s*\*\/|\/\*\s*\]\]>\s*\*\/$/g, '')
    .trim();
  try {
    return JSON.parse(unwrapped);
  } catch {
    return undefined;
  }
}

export async function pageRecipes(html: string, pageUrl: string): Promise<PageRecipes> {
  const scripts: string[] = [];
  const meta = new Map<string, string>();
  let inJsonLd = false;
  let script = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && /^application\/ld\+json\b/i.test((attributes.type ?? '').trim())) {
          inJsonLd = true;
          script = '';
        } else if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
        }
      },
      ontext(text) {
        if (inJsonLd) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && inJsonLd) {
          inJsonLd = false;
          scripts.push(script);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();

  const fromJsonLd = scripts.flatMap((text) => recipeNodes(parseJsonLd(text)));
  const fromMarkup = /\bitem(?:scope|prop)\b|\b(?:typeof|property|vocab)\s*=/i.test(html)
    ? await structuredDataNodes(html, pageUrl)
    : [];
  const siteName = meta.get('og:site_name') ?? meta.get('application-name') ?? null;
  return {
    recipes: [...fromJsonLd, ...fromMarkup],
    siteName: siteName?.trim() || null,
    image: absolute(meta.get('og:image') ?? meta.get('og:image:url') ?? meta.get('twitter:image'), pageUrl),
  };
}
