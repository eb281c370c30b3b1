import type { DishKind } from './dish-kind';

/**
 * The dishes the generated artwork draws, one simple illustration per kind on a 400×300 canvas:
 * food in its own colours (a tomato sauce is red whatever the card's palette), the palette for the
 * plate, the table and the shadows. `rand` (seeded by the recipe) varies toppings and placement, so
 * two soups are not the same picture.
 */

export type Attributes = Record<string, string | number>;

/** One SVG element: drawn as markup (the `data:` images) or as React elements (the inline one). */
export interface ArtNode {
  tag: string;
  attributes: Attributes;
  text?: string;
  children?: ArtNode[];
}

export interface Palette {
  bg: string;
  plate: string;
  main: string;
  second: string;
  ink: string;
}

export function shape(tag: string, attributes: Attributes, text?: string): ArtNode {
  return { tag, attributes, text };
}

const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) =>
  shape('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}) =>
  shape('ellipse', { cx, cy, rx, ry, fill, ...extra });
const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}) =>
  shape('rect', { x, y, width, height, fill, ...extra });
const path = (d: string, fill: string, extra: Attributes = {}) => shape('path', { d, fill, ...extra });
const stroke = (d: string, color: string, width: number, extra: Attributes = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
const f = (value: number) => value.toFixed(1);

const HERB = '#3f7d3a';
const TOMATO = '#d2442f';
const CHEESE = '#f6d57a';
const CRUST = '#d99a4e';
const BROWN = '#8a4b24';
const CREAM = '#fbf1d9';
const CHOCOLATE = '#5b3421';

function leaf(x: number, y: number, size: number, angle: number, fill = HERB) {
  return ellipse(x, y, size, size * 0.45, fill, { transform: `rotate(${f(angle)} ${f(x)} ${f(y)})` });
}

/** Points scattered inside a circle (seeded). */
function within(rand: () => number, cx: number, cy: number, r: number, count: number): Array<[number, number]> {
  return Array.from({ length: count }, () => {
    const angle = rand() * Math.PI * 2;
    const distance = Math.sqrt(rand()) * r;
    return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance];
  });
}

/** A round plate seen from above, with its shadow. */
function platter(p: Palette, cx: number, cy: number, r: number): ArtNode[] {
  return [
    circle(cx + 6, cy + 8, r, p.ink, { opacity: 0.14 }),
    circle(cx, cy, r, p.plate),
    circle(cx, cy, r * 0.8, 'none', { stroke: p.bg, 'stroke-width': 3, opacity: 0.6 }),
  ];
}

/** A bowl seen from the side (its rim an ellipse), `surface` what fills it. */
function sideBowl(p: Palette, cx: number, rimY: number, rx: number, depth: number, surface: string): ArtNode[] {
  return [
    ellipse(cx, rimY + depth + 6, rx * 0.9, 14, p.ink, { opacity: 0.14 }),
    path(`M${f(cx - rx)} ${rimY} A${rx} ${depth} 0 0 0 ${f(cx + rx)} ${rimY} Z`, p.main),
    rect(cx - rx * 0.3, rimY + depth - 6, rx * 0.6, 10, p.main, { rx: 4 }),
    ellipse(cx, rimY, rx, rx * 0.2, p.plate),
    ellipse(cx, rimY + 2, rx * 0.9, rx * 0.16, surface),
  ];
}

function steam(p: Palette, cx: number, top: number, count = 3): ArtNode[] {
  return Array.from({ length: count }, (_, index) => {
    const x = cx + (index - (count - 1) / 2) * 34;
    return stroke(`M${f(x)} ${top} c -12 -14 12 -24 0 -38 c -12 -14 12 -24 0 -38`, p.plate, 5, { opacity: 0.8 });
  });
}

function soup(rand: () => number, p: Palette): ArtNode[] {
  const broth = ['#e08a3c', '#c9502f', '#e9c46a', '#8fb35a', '#f1e3c2'][Math.floor(rand() * 5)];
  const nodes = [...steam(p, 205, 118), ...sideBowl(p, 205, 150, 125, 105, broth)];
  for (const [x, y] of within(rand, 205, 152, 70, 7)) nodes.push(ellipse(x, y, 10, 4, rand() < 0.5 ? HERB : CREAM));
  return nodes;
}

function noodles(rand: () => number, p: Palette): ArtNode[] {
  const nodes = [...steam(p, 205, 112), ...sideBowl(p, 205, 150, 125, 105, '#e7b77a')];
  for (let index = 0; index < 5; index += 1) {
    const y = 146 + index * 3;
    nodes.push(stroke(`M${f(112 + rand() * 16)} ${y} q 20 -10 40 0 t 40 0 t 40 0 t 40 0`, '#f7e2a6', 4));
  }
  nodes.push(circle(165, 146, 12, '#fbf6ee'), circle(165, 146, 6, '#f0a73a'), leaf(248, 146, 14, 20));
  nodes.push(stroke('M250 60 L300 165', BROWN, 6), stroke('M272 55 L312 160', BROWN, 6));
  return nodes;
}

function salad(rand: () => number, p: Palette): ArtNode[] {
  const nodes = platter(p, 205, 150, 118);
  const greens = ['#4f8f3a', '#76b04a', '#2f6b33', '#9cc95a'];
  for (const [x, y] of within(rand, 205, 150, 72, 16))
    nodes.push(leaf(x, y, 22 + rand() * 10, rand() * 180, greens[Math.floor(rand() * greens.length)]));
  for (const [x, y] of within(rand, 205, 150, 70, 5)) nodes.push(circle(x, y, 11, TOMATO), circle(x, y, 5, '#f7a58f'));
  for (const [x, y] of within(rand, 205, 150, 65, 4)) nodes.push(rect(x - 7, y - 7, 14, 14, CREAM, { rx: 2 }));
  return nodes;
}

function pizza(rand: () => number, p: Palette): ArtNode[] {
  const cx = 205;
  const cy = 150;
  const nodes = [
    circle(cx + 6, cy + 8, 122, p.ink, { opacity: 0.14 }),
    circle(cx, cy, 122, CRUST),
    circle(cx, cy, 102, TOMATO),
  ];
  for (const [x, y] of within(rand, cx, cy, 80, 9)) nodes.push(ellipse(x, y, 24, 18, CHEESE, { opacity: 0.95 }));
  for (const [x, y] of within(rand, cx, cy, 82, 7)) nodes.push(circle(x, y, 11, '#a8322a'));
  for (const [x, y] of within(rand, cx, cy, 80, 5)) nodes.push(leaf(x, y, 11, rand() * 180));
  for (let index = 0; index < 4; index += 1) {
    const angle = (index * Math.PI) / 4 + 0.3;
    const dx = Math.cos(angle) * 122;
    const dy = Math.sin(angle) * 122;
    nodes.push(stroke(`M${f(cx - dx)} ${f(cy - dy)} L${f(cx + dx)} ${f(cy + dy)}`, '#b5702f', 2.5, { opacity: 0.7 }));
  }
  return nodes;
}

function pasta(rand: () => number, p: Palette): ArtNode[] {
  const cx = 205;
  const cy = 150;
  const nodes = platter(p, cx, cy, 120);
  const noodle = '#f3d37e';
  for (let ring = 0; ring < 6; ring += 1) {
    const r = 14 + ring * 12;
    nodes.push(
      ellipse(cx + (rand() - 0.5) * 8, cy + (rand() - 0.5) * 8, r, r * 0.9, 'none', {
        stroke: noodle,
        'stroke-width': 7,
        transform: `rotate(${f(rand() * 180)} ${cx} ${cy})`,
      }),
    );
  }
  const sauce = rand() < 0.6 ? TOMATO : '#f4ead0';
  nodes.push(circle(cx, cy - 4, 34, sauce, { opacity: 0.92 }));
  for (const [x, y] of within(rand, cx, cy - 4, 26, 4)) nodes.push(circle(x, y, 9, BROWN));
  nodes.push(leaf(cx + 14, cy - 22, 14, 30), leaf(cx - 4, cy - 26, 12, 150));
  return nodes;
}

function stew(rand: () => number, p: Palette): ArtNode[] {
  const cx = 205;
  const color = ['#9c3b22', '#c0612b', '#7a3f1d', '#d08a2a'][Math.floor(rand() * 4)];
  const nodes = [
    ...steam(p, cx, 110),
    ellipse(cx, 262, 130, 14, p.ink, { opacity: 0.14 }),
    rect(cx - 128, 126, 256, 130, p.main, { rx: 26 }),
    rect(cx - 160, 150, 40, 16, p.main, { rx: 8 }),
    rect(cx + 120, 150, 40, 16, p.main, { rx: 8 }),
    ellipse(cx, 128, 128, 22, p.ink, { opacity: 0.5 }),
    ellipse(cx, 130, 118, 17, color),
  ];
  for (const [x, y] of within(rand, cx, 130, 90, 8)) nodes.push(ellipse(x, y, 11, 5, rand() < 0.3 ? HERB : '#e3a15a'));
  return nodes;
}

function cake(rand: () => number, p: Palette): ArtNode[] {
  const sponge = rand() < 0.5 ? CHOCOLATE : '#f0c987';
  const frosting = sponge === CHOCOLATE ? '#8a5236' : rand() < 0.5 ? '#f7d9df' : CREAM;
  const x = 110;
  const w = 190;
  const nodes = [
    ellipse(205, 262, 130, 14, p.ink, { opacity: 0.14 }),
    ellipse(205, 250, 128, 16, p.plate),
    rect(x, 120, w, 124, sponge, { rx: 6 }),
    rect(x, 158, w, 10, frosting),
    rect(x, 200, w, 10, frosting),
    path(
      `M${x} 128 h${w} v14 q -14 14 -28 0 q -14 16 -28 0 q -14 12 -28 0 q -14 18 -30 0 q -14 12 -28 0 q -14 14 -30 0 q -10 10 -18 0 z`,
      frosting,
    ),
    rect(x, 112, w, 20, frosting, { rx: 8 }),
    circle(205, 102, 12, '#c0262d'),
    stroke('M205 92 q 6 -14 18 -18', HERB, 3),
  ];
  return nodes;
}

function pie(rand: () => number, p: Palette): ArtNode[] {
  const cx = 205;
  const cy = 150;
  const filling = ['#b8452f', '#e0a23a', '#c86b2c', '#6b2a4a'][Math.floor(rand() * 4)];
  const nodes = [
    circle(cx + 6, cy + 8, 120, p.ink, { opacity: 0.14 }),
    circle(cx, cy, 120, CRUST),
    circle(cx, cy, 100, filling),
  ];
  for (let index = -3; index <= 3; index += 1) {
    const offset = index * 28;
    const half = Math.sqrt(100 * 100 - offset * offset);
    nodes.push(rect(cx + offset - 8, cy - half, 16, half * 2, '#e9b46a', { rx: 6 }));
    nodes.push(rect(cx - half, cy + offset - 8, half * 2, 16, '#e9b46a', { rx: 6, opacity: 0.92 }));
  }
  for (let index = 0; index < 24; index += 1) {
    const angle = (index / 24) * Math.PI * 2;
    nodes.push(circle(cx + Math.cos(angle) * 111, cy + Math.sin(angle) * 111, 9, '#e9b46a'));
  }
  return nodes;
}

function cookie(rand: () => number, p: Palette): ArtNode[] {
  const dough = rand() < 0.3 ? CHOCOLATE : '#d9a35b';
  const chip = dough === CHOCOLATE ? CREAM : CHOCOLATE;
  const nodes: ArtNode[] = [];
  for (const [cx, cy, r] of [
    [150, 120, 64],
    [270, 130, 58],
    [215, 210, 60],
  ] as const) {
    nodes.push(
      circle(cx + 5, cy + 7, r, p.ink, { opacity: 0.14 }),
      circle(cx, cy, r, dough),
      circle(cx, cy, r * 0.85, '#000', { opacity: 0.05 }),
    );
    for (const [x, y] of within(rand, cx, cy, r * 0.75, 7))
      nodes.push(ellipse(x, y, 7, 5, chip, { transform: `rotate(${f(rand() * 90)} ${f(x)} ${f(y)})` }));
  }
  return nodes;
}

function bread(rand: () => number, p: Palette): ArtNode[] {
  const crust = rand() < 0.5 ? '#c8833a' : '#a8642b';
  const nodes = [
    ellipse(205, 250, 150, 16, p.ink, { opacity: 0.14 }),
    path('M62 240 C 62 130 120 96 205 96 C 290 96 348 130 348 240 Z', crust),
    path('M80 236 C 84 150 130 118 205 118 C 280 118 326 150 330 236 Z', '#000', { opacity: 0.06 }),
  ];
  for (let index = 0; index < 4; index += 1) {
    const x = 120 + index * 52;
    nodes.push(stroke(`M${x} 150 q 22 -26 44 -20`, '#f2d29b', 7));
  }
  nodes.push(rect(62, 236, 286, 8, '#7a4520', { rx: 4 }));
  return nodes;
}

function pancakes(rand: () => number, p: Palette): ArtNode[] {
  const nodes = [ellipse(205, 252, 140, 18, p.ink, { opacity: 0.14 }), ellipse(205, 240, 140, 22, p.plate)];
  for (let index = 0; index < 5; index += 1) {
    const y = 226 - index * 24;
    nodes.push(ellipse(205, y, 112, 24, '#c98a3f'), ellipse(205, y - 6, 110, 20, '#e8b86a'));
  }
  nodes.push(
    path('M110 122 q 10 30 4 58 q 6 8 10 0 q -2 -30 8 -50 z', '#b8641c', { opacity: 0.85 }),
    path('M280 124 q 8 26 2 44 q 6 8 10 0 q -2 -24 6 -40 z', '#b8641c', { opacity: 0.85 }),
    ellipse(205, 120, 96, 16, '#b8641c', { opacity: 0.85 }),
    rect(186, 100, 38, 24, '#fbe7a1', { rx: 5 }),
  );
  if (rand() < 0.5) for (const [x, y] of within(rand, 205, 116, 60, 5)) nodes.push(circle(x, y, 7, '#3a4a8c'));
  return nodes;
}

function eggs(rand: () => number, p: Palette): ArtNode[] {
  const nodes = [
    rect(318, 140, 80, 20, '#2b2b2b', { rx: 8 }),
    circle(211, 158, 122, p.ink, { opacity: 0.14 }),
    circle(205, 150, 122, '#3a3a3a'),
    circle(205, 150, 108, '#4a4a4a'),
  ];
  for (const [cx, cy] of [
    [165, 125],
    [245, 130],
    [200, 195],
  ] as const) {
    nodes.push(
      path(
        `M${cx - 40} ${cy} c 0 -34 30 -40 46 -34 c 24 -4 40 14 34 36 c 6 26 -24 38 -44 32 c -22 8 -40 -10 -36 -34 z`,
        '#fbf8f0',
      ),
      circle(cx + 4, cy + 2, 17, '#f5a623'),
      circle(cx, cy - 3, 5, '#fff', { opacity: 0.6 }),
    );
  }
  for (const [x, y] of within(rand, 205, 150, 90, 6)) nodes.push(leaf(x, y, 6, rand() * 180));
  return nodes;
}

function rice(rand: () => number, p: Palette): ArtNode[] {
  const nodes = sideBowl(p, 205, 160, 125, 100, '#fbf8f0');
  nodes.push(path('M100 160 C 120 96 290 96 310 160 Z', '#fbf8f0'));
  for (let index = 0; index < 40; index += 1) {
    const x = 110 + rand() * 190;
    const y = 118 + rand() * 40;
    nodes.push(ellipse(x, y, 5, 2.4, '#e9e2d0', { transform: `rotate(${f(rand() * 180)} ${f(x)} ${f(y)})` }));
  }
  const toppings = [TOMATO, HERB, '#f5a623', BROWN];
  for (const [x, y] of within(rand, 205, 125, 40, 5))
    nodes.push(circle(x, y, 9, toppings[Math.floor(rand() * toppings.length)]));
  return nodes;
}

function burger(rand: () => number, p: Palette): ArtNode[] {
  const cx = 205;
  const nodes = [
    ellipse(cx, 262, 130, 14, p.ink, { opacity: 0.14 }),
    rect(cx - 110, 222, 220, 34, '#d99a4e', { rx: 14 }),
    rect(cx - 118, 196, 236, 30, '#5b3421', { rx: 14 }),
    path(
      `M${cx - 120} 196 l 20 16 l 20 -14 l 20 16 l 20 -14 l 20 16 l 20 -14 l 20 16 l 20 -14 l 20 16 l 20 -14 l 20 16 l 20 -16 z`,
      CHEESE,
    ),
    rect(cx - 122, 176, 244, 18, TOMATO, { rx: 8 }),
    path(
      `M${cx - 126} 176 q 15 -14 30 0 q 15 -14 30 0 q 15 -14 30 0 q 15 -14 30 0 q 15 -14 30 0 q 15 -14 30 0 q 15 -14 30 0 q 15 -14 30 0 q 10 -10 18 0 z`,
      '#76b04a',
    ),
    path(`M${cx - 116} 168 C ${cx - 116} 86 ${cx + 116} 86 ${cx + 116} 168 Z`, '#e0a552'),
  ];
  for (const [x, y] of within(rand, cx, 128, 60, 9)) nodes.push(ellipse(x, y, 4, 2, CREAM));
  return nodes;
}

function taco(rand: () => number, p: Palette): ArtNode[] {
  const nodes: ArtNode[] = [ellipse(205, 256, 150, 14, p.ink, { opacity: 0.14 })];
  for (const [cx, scale] of [
    [140, 0.9],
    [270, 0.9],
  ] as const) {
    const r = 90 * scale;
    // Filling heaped along the open top, half hidden by the shell drawn over it.
    for (let index = 0; index < 9; index += 1)
      nodes.push(
        circle(cx + (rand() * 2 - 1) * r * 0.8, 168 - rand() * 14, 13, [TOMATO, '#76b04a', BROWN, CHEESE][index % 4]),
      );
    nodes.push(path(`M${cx - r} 170 A${r} ${r} 0 0 0 ${cx + r} 170 Z`, '#e8b860'));
    nodes.push(path(`M${cx - r} 170 A${r} ${r} 0 0 0 ${cx + r} 170`, 'none', { stroke: '#c98a3f', 'stroke-width': 4 }));
  }
  return nodes;
}

function fish(rand: () => number, p: Palette): ArtNode[] {
  const cx = 205;
  const cy = 150;
  const skin = rand() < 0.5 ? '#f08a5d' : '#c9ccd1';
  return [
    ...platter(p, cx, cy, 120),
    path(
      `M${cx - 90} ${cy} C ${cx - 50} ${cy - 50} ${cx + 40} ${cy - 50} ${cx + 70} ${cy} C ${cx + 40} ${cy + 50} ${cx - 50} ${cy + 50} ${cx - 90} ${cy} Z`,
      skin,
    ),
    path(`M${cx + 62} ${cy} l 36 -30 v 60 z`, skin),
    circle(cx - 60, cy - 8, 6, p.ink),
    stroke(
      `M${cx - 40} ${cy - 24} q 10 24 0 48 M${cx - 10} ${cy - 28} q 10 28 0 56 M${cx + 20} ${cy - 24} q 10 24 0 48`,
      '#fff',
      3,
      { opacity: 0.6 },
    ),
    circle(cx + 20, cy + 70, 14, '#f6e05e'),
    leaf(cx - 30, cy + 70, 14, 30),
    leaf(cx - 4, cy + 76, 12, 150),
  ];
}

function dip(rand: () => number, p: Palette): ArtNode[] {
  const cx = 205;
  const cy = 150;
  const color = rand() < 0.5 ? '#e9d3a4' : '#8fb35a';
  const nodes = [...platter(p, cx, cy, 110), circle(cx, cy, 80, color)];
  nodes.push(stroke(`M${cx - 50} ${cy} a 50 50 0 1 1 50 50 a 30 30 0 1 1 -30 -30`, '#000', 4, { opacity: 0.12 }));
  for (const [x, y] of within(rand, cx, cy, 40, 8)) nodes.push(circle(x, y, 4, '#c0392b'));
  nodes.push(circle(cx, cy, 18, '#c9a227', { opacity: 0.6 }));
  for (let index = 0; index < 5; index += 1) {
    const angle = -0.6 + index * 0.3;
    const x = cx + Math.cos(angle) * 125;
    const y = cy + Math.sin(angle) * 125;
    nodes.push(
      path(`M${f(x)} ${f(y)} l 40 -18 l -6 40 z`, '#e8b860', { transform: `rotate(${f(angle * 57)} ${f(x)} ${f(y)})` }),
    );
  }
  return nodes;
}

/** A plate of food from above: the catch-all for a dish no word names. */
function plate(rand: () => number, p: Palette): ArtNode[] {
  const cx = 205;
  const cy = 150;
  const nodes = platter(p, cx, cy, 118);
  nodes.push(path(`M${cx - 70} ${cy + 10} c 0 -50 70 -70 110 -40 c 30 20 20 70 -20 74 c -40 6 -90 6 -90 -34 z`, BROWN));
  for (const [x, y] of within(rand, cx + 40, cy + 40, 30, 6))
    nodes.push(circle(x, y, 12, rand() < 0.5 ? '#76b04a' : '#e0a23a'));
  for (const [x, y] of within(rand, cx - 30, cy - 10, 40, 4)) nodes.push(leaf(x, y, 10, rand() * 180));
  return nodes;
}

export const DISH_DRAWINGS: Record<DishKind, (rand: () => number, palette: Palette) => ArtNode[]> = {
  pizza,
  burger,
  taco,
  cake,
  pancakes,
  noodles,
  soup,
  salad,
  pasta,
  pie,
  cookie,
  bread,
  rice,
  eggs,
  stew,
  fish,
  dip,
  plate,
};
