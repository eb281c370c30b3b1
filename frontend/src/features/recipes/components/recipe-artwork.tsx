import { createElement, useMemo, type ReactElement } from 'react';

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

interface Palette {
  bg: string;
  plate: string;
  main: string;
  second: string;
  ink: string;
}

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

type Attributes = Record<string, string | number>;

/**
 * One SVG element of the artwork: drawn as markup (the `data:` images) or as React elements (the inline
 * one). Every attribute value is a number or one of the palettes' colours; `text` is the label.
 */
interface ArtNode {
  tag: string;
  attributes: Attributes;
  text?: string;
  children?: ArtNode[];
}

function shape(tag: string, attributes: Attributes, text?: string): ArtNode {
  return { tag, attributes, text };
}

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

function leaf(x: number, y: number, size: number, angle: number, fill: string, opacity = 1) {
  return shape('ellipse', {
    cx: x,
    cy: y,
    rx: size,
    ry: size * 0.45,
    transform: `rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})`,
    fill,
    opacity,
  });
}

/** A top-down plate with a heap of "ingredients" and a few herb leaves. */
function plate(rand: () => number, p: Palette, cx: number, cy: number, r: number): ArtNode[] {
  const shapes = [
    shape('circle', { cx: cx + 6, cy: cy + 8, r, fill: p.ink, opacity: 0.12 }),
    shape('circle', { cx, cy, r, fill: p.plate }),
    shape('circle', { cx, cy, r: r * 0.78, fill: 'none', stroke: p.bg, 'stroke-width': 3, opacity: 0.7 }),
  ];
  for (let index = 0; index < 9; index += 1) {
    const angle = rand() * Math.PI * 2;
    const distance = Math.sqrt(rand()) * r * 0.5;
    const size = r * (0.1 + rand() * 0.12);
    shapes.push(
      shape('circle', {
        cx: cx + Math.cos(angle) * distance,
        cy: cy + Math.sin(angle) * distance,
        r: size,
        fill: index % 3 === 0 ? p.second : p.main,
        opacity: 0.85,
      }),
    );
  }
  for (let index = 0; index < 5; index += 1) {
    const angle = rand() * Math.PI * 2;
    const distance = rand() * r * 0.55;
    shapes.push(
      leaf(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, r * 0.09, rand() * 180, p.second),
    );
  }
  return shapes;
}

function scatter(rand: () => number, p: Palette, count: number): ArtNode[] {
  const shapes: ArtNode[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = rand() * W;
    const y = rand() * H;
    const kind = rand();
    if (kind < 0.35) shapes.push(shape('circle', { cx: x, cy: y, r: 10 + rand() * 16, fill: p.main, opacity: 0.8 }));
    else if (kind < 0.7) shapes.push(leaf(x, y, 12 + rand() * 12, rand() * 180, p.second, 0.85));
    else shapes.push(shape('circle', { cx: x, cy: y, r: 3 + rand() * 3, fill: p.ink, opacity: 0.55 }));
  }
  return shapes;
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

/** A bowl seen from the side, with noodles and steam. */
function bowl(rand: () => number, p: Palette): ArtNode[] {
  const cx = 150 + rand() * 100;
  const shapes = [
    shape('ellipse', { cx, cy: 250, rx: 140, ry: 18, fill: p.ink, opacity: 0.12 }),
    shape('path', { d: `M${(cx - 120).toFixed(1)} 150 A120 100 0 0 0 ${(cx + 120).toFixed(1)} 150 Z`, fill: p.main }),
    shape('ellipse', { cx, cy: 150, rx: 120, ry: 20, fill: p.plate }),
  ];
  for (let index = 0; index < 4; index += 1) {
    const y = 145 + index * 3;
    const x0 = cx - 90 + rand() * 20;
    shapes.push(
      shape('path', {
        d: `M${x0.toFixed(1)} ${y} q 20 -10 40 0 t 40 0 t 40 0 t 40 0`,
        fill: 'none',
        stroke: p.second,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
    );
  }
  for (let index = 0; index < 3; index += 1) {
    const x = cx - 40 + index * 40;
    shapes.push(
      shape('path', {
        d: `M${x.toFixed(1)} 120 c -14 -16 14 -28 0 -44 c -14 -16 14 -28 0 -44`,
        fill: 'none',
        stroke: p.plate,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        opacity: 0.75,
      }),
    );
  }
  return shapes;
}

/** The artwork's elements: a hash of id + name picks the palette, the composition and every shape. */
function artworkNodes(id: number | string, name: string, label: string | null): ArtNode[] {
  const hash = hashString(`${id}:${name}`);
  const rand = random(hash);
  const palette = PALETTES[hash % PALETTES.length];
  const composition = (hash >>> 8) % 4;
  let shapes: ArtNode[];
  if (composition === 0) shapes = [...stripes(palette, 36, true), ...plate(rand, palette, 230 + rand() * 60, 150, 110)];
  else if (composition === 1) shapes = scatter(rand, palette, 26);
  else if (composition === 2) shapes = [...stripes(palette, 28, false), ...bowl(rand, palette)];
  else
    shapes = [
      ...stripes(palette, 40, true),
      ...stripes(palette, 40, false),
      ...plate(rand, palette, 120 + rand() * 160, 140 + rand() * 20, 95),
    ];
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
export function artworkSvg(id: number | string, name: string, label: string | null): string {
  return toMarkup({ tag: 'svg', attributes: SVG_ATTRIBUTES, children: artworkNodes(id, name, label) });
}

export function RecipeArtwork({
  id,
  name,
  cuisine,
  className = '',
  showLabel = true,
  priority = false,
}: {
  id: number | string;
  name: string;
  cuisine?: string | null;
  className?: string;
  /** The cuisine (or the name's initial) in a pill at the bottom left. */
  showLabel?: boolean;
  /** The page's likely largest paint (the first card, a detail's hero): drawn inline, with the HTML; otherwise an image loaded when it nears the viewport. */
  priority?: boolean;
}) {
  const label = showLabel ? (cuisine || name.charAt(0) || '?').toUpperCase() : null;
  const nodes = useMemo(() => artworkNodes(id, name, label), [id, name, label]);
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
