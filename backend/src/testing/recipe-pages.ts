import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local web server with hand-written recipe pages, each the way real sites write schema.org Recipe
 * (JSON-LD plain, in an @graph, in an array, with HowToSections; microdata; RDFa), pages without a
 * recipe, redirects, and the hostile ones an import must refuse (a body that never stops, a page that
 * never ends, JSON instead of HTML, redirects into private addresses).
 */
export interface RecipePageServer {
  url: string;
  /** `127.0.0.1:<port>`, for URL_IMPORT_ALLOWED_HOSTS. */
  host: string;
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

const page = (head: string, body = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
// As sites write it: "<" escaped, so a "</script>" inside a value cannot end the script element.
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export const PLAIN_RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Quillfeather <b>lemon</b> drizzle',
  description: 'A bright loaf.<script>alert("x")</script> &lt;img src=x onerror=alert(1)&gt;',
  image: 'IMAGE_URL',
  prepTime: 'PT15M',
  cookTime: 'PT1H',
  recipeYield: '8 servings',
  recipeCuisine: 'British',
  recipeIngredient: [
    '225 g unsalted butter, softened',
    '225 g caster sugar',
    '4 eggs',
    '2 x 400g tins chopped tomatoes',
  ],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Heat the oven to 180°C.' },
    { '@type': 'HowToStep', text: 'Beat the <em>butter</em> and sugar, then add the eggs.' },
    { '@type': 'HowToStep', text: 'Bake for 45 minutes and drizzle while warm.' },
  ],
};

const PAGES: Record<string, (origin: string) => string> = {
  '/plain': (origin) =>
    page(
      `<title>Lemon drizzle</title><meta property="og:site_name" content="Quillfeather Kitchen">${jsonLd({
        ...PLAIN_RECIPE,
        image: `${origin}/photo.png`,
      })}`,
      '<h1>Lemon drizzle</h1>',
    ),
  '/graph': () =>
    page(
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', name: 'Tomato soup page' },
          { '@type': 'Organization', name: 'Soup Co' },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Roast tomato soup',
            image: { '@type': 'ImageObject', url: 'https://images.invalid/soup.jpg' },
            totalTime: 'PT1H10M',
            prepTime: 'PT10M',
            recipeYield: ['4', '4 bowls'],
            recipeIngredient: ['1 kg ripe tomatoes', '2 tbsp olive oil', '1 onion, chopped'],
            recipeInstructions: 'Roast the tomatoes.\nBlend with the onion.\nSeason and serve.',
            publisher: { '@type': 'Organization', name: 'Soup Co' },
          },
        ],
      }),
    ),
  '/array': () =>
    page(
      jsonLd([
        { '@context': 'https://schema.org', '@type': 'Organization', name: 'Pie Place' },
        {
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Apple pie',
          cookTime: 'P0DT0H50M',
          recipeYield: 6,
          recipeIngredient: ['300 g plain flour', '150 g cold butter', '6 apples, sliced'],
          recipeInstructions: [
            {
              '@type': 'HowToSection',
              name: 'For the pastry',
              itemListElement: [
                { '@type': 'HowToStep', text: 'Rub the butter into the flour.' },
                { '@type': 'HowToStep', text: 'Chill for 30 minutes.' },
              ],
            },
            {
              '@type': 'HowToSection',
              name: 'For the filling',
              itemListElement: [{ '@type': 'HowToStep', text: 'Fill, cover and bake for 50 minutes.' }],
            },
          ],
        },
      ]),
    ),
  '/microdata': () =>
    page(
      '<title>Pancakes</title>',
      `<div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Sunday pancakes</h1>
        <meta itemprop="prepTime" content="PT5M"><meta itemprop="cookTime" content="PT20M">
        <span itemprop="recipeYield">Serves 4</span>
        <ul><li itemprop="recipeIngredient">200 g plain flour</li><li itemprop="recipeIngredient">2 eggs</li>
        <li itemprop="recipeIngredient">300 ml milk</li></ul>
        <ol><li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Whisk everything together.</span></li>
        <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Fry in a hot pan.</span></li></ol>
      </div>`,
    ),
  '/rdfa': () =>
    page(
      '<title>Flapjacks</title>',
      `<div vocab="https://schema.org/" typeof="Recipe">
        <h1 property="name">Oat flapjacks</h1>
        <meta property="cookTime" content="PT25M">
        <span property="recipeYield">12</span>
        <ul><li property="recipeIngredient">250 g rolled oats</li><li property="recipeIngredient">125 g butter</li>
        <li property="recipeIngredient">125 g golden syrup</li></ul>
        <div property="recipeInstructions">Melt the butter and syrup, stir in the oats, bake for 25 minutes.</div>
      </div>`,
    ),
  '/no-recipe': () => page('<title>About us</title>', '<p>We love cooking. No recipe here.</p>'),
};

/** A 1×1 PNG, for a page's photo. */
const photo = sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8b04a' } })
  .png()
  .toBuffer();

export async function startRecipePageServer(): Promise<RecipePageServer> {
  const hits = new Map<string, number>();
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const origin = `http://${request.headers.host}`;
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    const redirect = (to: string) => {
      response.writeHead(302, { location: to });
      response.end();
    };
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (PAGES[url.pathname]) return html(200, PAGES[url.pathname](origin));
    if (url.pathname === '/photo.png') {
      return void photo.then((png) => {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(png);
      });
    }
    if (url.pathname === '/redirect') return redirect('/plain');
    if (hop) return redirect(`/hop/${Number(hop[1]) + 1}`);
    if (url.pathname === '/to-private') return redirect('http://127.0.0.1:5432/');
    if (url.pathname === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
    if (url.pathname === '/to-file') return redirect('file:///etc/passwd');
    if (url.pathname === '/json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify(PLAIN_RECIPE));
    }
    if (url.pathname === '/huge') {
      // "2 GB" of HTML, sent as fast as the reader takes it, until the reader stops.
      open.add(response);
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 2 * 1024 ** 3 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      return pump();
    }
    if (url.pathname === '/never-ends') {
      // A page that starts and never finishes.
      open.add(response);
      response.writeHead(200, { 'content-type': 'text/html' });
      return void response.write('<!doctype html><html><head><title>Wait for it');
    }
    html(404, page('<title>Not found</title>'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    hits,
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
