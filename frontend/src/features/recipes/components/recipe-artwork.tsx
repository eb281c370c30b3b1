import { createElement, useMemo, type ReactElement } from 'react';
import { DISH_DRAWINGS, shape, type ArtNode, type Palette } from '../lib/dish-drawings';
import { dishKind, type DishKind } from '../lib/dish-kind';

/**
 * Generated artwork for recipes without a photo (DECISIONS: no invented image links). Deterministic:
 * a hash of id + name picks the palette, the composition and every shape's position, so a recipe
 * looks the same on every screen and every visit. Purely decorative (hidden from assistive tech).
 *
 * Drawn as an SVG document in an <img> (a data: URL), not as inline SVG: a grid of 24 cards would
 * otherwise put a thousand shapes in the page's DOM for React to create and the browser to style.
 * The one exception is the page's likely largest paint (`priority`): an <img> of a data: URL is
 * loaded and decoded after the HTML is laid out, so the first paint could show the page without it;
 * inline, its few dozen shapes are drawn in the same frame as the text around them.
 */

const PALETTES: Palette[] = [
  { bg: '#f4c95d', plate: '#fff6e0', main: '#d1495b', second: '#2f6b4f', ink: '#5a2a0c' },
  { bg: '#cfe3c4', plate: '#f8f4ea', main: '#2f6b4f', second: '#e07a5f', ink: '#1f3d2e' },
  { bg: '#f2a490', plate: '#fff1ea', main: '#c8553d', second: '#7a9e4a', ink: '#5e1f14' },
  { bg: '#c9d4ee', plate: '#f7f7fb', main: '#4a5a9c', second: '#e9a23b', ink: '#232b55' },
  { bg: '#d9c4de', plate: '#fbf6f9', main: '#6b3b72', second: '#9cbf5a', ink: '#3a1d40' },
  { bg: '#dfd8a8', plate: '#fbf9ec', main: '#6f7a2b', second: '#c8553d', ink: '#3b3f12' },
  { bg: '#f0b27a', plate: '#fff4e8', main: '#b34725', second: '#3d7a6a', ink: '#5a210f' },
  { bg: '#b9dfd9', plate: '#f2fbf9', main: '#1f7a6e', second: '#f28f3b', ink: '#0f3d37' },
  { bg: '#d8bfa6', plate: '#fbf4ec', main: '#6b4226', second: '#d9a441', ink: '#3b2414' },
  { bg: '#dbe8b5', plate: '#fafcf0', main: '#5d8a2f', second: '#d16a6a', ink: '#2d4415' },
];

/** FNV-1a, 32 bit. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Small seeded PRNG (mulberry32): the same seed always draws the same sequence. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 400;
const H = 300;

const attributeValue = (value: string | number) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value);

function toMarkup({ tag, attributes, text, children }: ArtNode): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${attributeValue(value)}"`)
    .join(' ');
  const content = text !== undefined ? escapeXml(text) : (children ?? []).map(toMarkup).join('');
  return content ? `<${tag} ${attrs}>${content}</${tag}>` : `<${tag} ${attrs}/>`;
}

/** React spells SVG's hyphenated attributes in camelCase (`stroke-width` is `strokeWidth`). */
const reactName = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function toElement({ tag, attributes, text, children }: ArtNode, key: number): ReactElement {
  const props: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(attributes)) props[reactName(name)] = attributeValue(value);
  return createElement(tag, props, text ?? children?.map(toElement));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function stripes(p: Palette, gap: number, vertical: boolean): ArtNode[] {
  const lines: ArtNode[] = [];
  const length = vertical ? W : H;
  for (let offset = gap / 2; offset < length; offset += gap) {
    lines.push(
      vertical
        ? shape('rect', { x: offset, y: 0, width: gap / 2, height: H, fill: p.plate, opacity: 0.22 })
        : shape('rect', { x: 0, y: offset, width: W, height: gap / 2, fill: p.plate, opacity: 0.22 }),
    );
  }
  return lines;
}

/**
 * The artwork's elements: the dish's kind (from its name, tags and meal types) picks the drawing; a
 * hash of id + name picks the palette, the table's pattern and the drawing's toppings and placement.
 */
function artworkNodes(id: number | string, name: string, label: string | null, kind: DishKind): ArtNode[] {
  const hash = hashString(`${id}:${name}`);
  const rand = random(hash);
  const palette = PALETTES[hash % PALETTES.length];
  const pattern = (hash >>> 8) % 3;
  const table = pattern === 0 ? stripes(palette, 36, true) : pattern === 1 ? stripes(palette, 28, false) : [];
  const shapes = [...table, ...DISH_DRAWINGS[kind](rand, palette)];
  const nodes = [shape('rect', { width: W, height: H, fill: palette.bg }), ...shapes];
  if (label !== null) {
    const labelWidth = Math.min(260, 26 + label.length * 11.5);
    nodes.push({
      tag: 'g',
      attributes: { transform: `translate(16 ${H - 50})` },
      children: [
        shape('rect', { width: labelWidth, height: 32, rx: 16, fill: palette.plate, opacity: 0.92 }),
        shape(
          'text',
          {
            x: labelWidth / 2,
            y: 21,
            'text-anchor': 'middle',
            fill: palette.ink,
            'font-family': "Georgia, 'Times New Roman', serif",
            'font-size': 15,
            'font-weight': 700,
            'letter-spacing': 1.5,
          },
          label,
        ),
      ],
    });
  }
  return nodes;
}

const SVG_ATTRIBUTES = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: `0 0 ${W} ${H}`,
  width: W,
  height: H,
  preserveAspectRatio: 'xMidYMid slice',
};

/** The artwork as an SVG document (exported for tests and for anything that wants the markup). */
export function artworkSvg(id: number | string, name: string, label: string | null, kind = dishKind(name)): string {
  return toMarkup({ tag: 'svg', attributes: SVG_ATTRIBUTES, children: artworkNodes(id, name, label, kind) });
}

export function RecipeArtwork({
  id,
  name,
  cuisine,
  tags,
  mealTypes,
  className = '',
  showLabel = true,
  priority = false,
}: {
  id: number | string;
  name: string;
  cuisine?: string | null;
  /** What else says what the dish is, when its name does not. */
  tags?: readonly string[];
  mealTypes?: readonly string[];
  className?: string;
  /** The cuisine (or the name's initial) in a pill at the bottom left. */
  showLabel?: boolean;
  /** The page's likely largest paint (the first card, a detail's hero): drawn inline, with the HTML; otherwise an image loaded when it nears the viewport. */
  priority?: boolean;
}) {
  const label = showLabel ? (cuisine || name.charAt(0) || '?').toUpperCase() : null;
  const kind = dishKind(name, tags, mealTypes);
  const nodes = useMemo(() => artworkNodes(id, name, label, kind), [id, name, label, kind]);
  const src = useMemo(
    () =>
      priority
        ? ''
        : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(toMarkup({ tag: 'svg', attributes: SVG_ATTRIBUTES, children: nodes }))}`,
    [nodes, priority],
  );
  if (priority)
    return (
      <span className={`recipe-artwork recipe-artwork--inline ${className}`.trim()} aria-hidden="true">
        {toElement({ tag: 'svg', attributes: SVG_ATTRIBUTES, children: nodes }, 0)}
      </span>
    );
  return (
    <img
      className={`recipe-artwork ${className}`.trim()}
      src={src}
      alt=""
      width={W}
      height={H}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}
