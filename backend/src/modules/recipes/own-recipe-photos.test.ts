import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/http-client';
import { startLocalS3 } from '../../testing/local-s3';
import { damagedHeic, heicPhoto, pngBomb, sidewaysJpeg } from '../../testing/test-images';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let s3Server: TestServer;
let s3: Awaited<ReturnType<typeof startLocalS3>>;

beforeAll(async () => {
  s3 = await startLocalS3();
  [server, s3Server] = await Promise.all([startTestServer(), startTestServer(s3.env)]);
});
afterAll(async () => {
  await Promise.all([server?.close(), s3Server?.close()]);
  await s3?.close();
});

const recipe = { name: 'Photographed pie', ingredients: ['2 apples'], instructions: ['Bake.'] };

async function ownRecipe(app: TestServer) {
  const { client } = await signUp(app.url);
  const created = await client.post('/api/recipes', recipe);
  expect(created.status).toBe(201);
  return { client, id: Number(created.json.id) };
}

async function upload(app: TestServer, client: TestClient, id: number, file: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(file)], { type }), 'photo.jpg');
  const response = await fetch(`${app.url}/api/recipes/${id}/photo`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, origin: app.url },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Every stored file of recipe `id` under the local object store. */
function storedFiles(app: TestServer, id: number): string[] {
  try {
    return readdirSync(path.join(app.config.DATA_DIR, 'objects', 'recipes', String(id)));
  } catch {
    return [];
  }
}

describe('POST /api/recipes/:id/photo', () => {
  it('stores the photo upright as WebP sizes and serves it through a URL signed for the owner', async () => {
    const { client, id } = await ownRecipe(server);
    const response = await upload(server, client, id, await sidewaysJpeg(2400, 1200));
    expect(response.status).toBe(201);
    const image = String(response.json.image);
    expect(image).toMatch(new RegExp(`^/api/media/recipes/${id}/[0-9a-f-]{36}-1280\\.webp\\?exp=\\d+&sig=`));
    expect(storedFiles(server, id)).toHaveLength(3);

    const photo = await client.get(image);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const served = await fetch(`${server.url}${image}`, { headers: { cookie: client.cookieHeader } });
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1200, 2400, undefined]);

    // The URL is the owner's: another cook, a visitor and an edited URL are refused.
    const stranger = (await signUp(server.url)).client;
    expect((await stranger.get(image)).status).toBe(404);
    expect((await fetch(`${server.url}${image}`)).status).toBe(401);
    expect((await client.get(image.replace('-1280.webp', '-640.webp'))).status).toBe(404);
    expect((await client.get(image.split('?')[0])).status).toBe(403);

    // A new photo replaces the old one's files; deleting the recipe takes them all.
    const second = await upload(server, client, id, await sidewaysJpeg(300, 200));
    expect(second.status).toBe(201);
    expect(second.json.image).not.toBe(image);
    expect(storedFiles(server, id)).toHaveLength(3);
    expect((await client.delete(`/api/recipes/${id}`)).status).toBe(204);
    expect(storedFiles(server, id)).toHaveLength(0);
  });

  it('takes a HEIC photo from a phone, kept as the same WebP sizes', async () => {
    const { client, id } = await ownRecipe(server);
    const response = await upload(server, client, id, await heicPhoto(), 'image/heic');
    expect(response.status).toBe(201);
    expect(storedFiles(server, id)).toHaveLength(3);
    const served = await fetch(`${server.url}${String(response.json.image)}`, {
      headers: { cookie: client.cookieHeader },
    });
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
  });

  it.each([
    ['not an image', () => Promise.resolve(Buffer.from('%PDF-1.4 not a photo')), 400, 'not_an_image', /image/],
    ['a decompression bomb', () => pngBomb(), 400, 'image_too_large', /pixels/],
    ['a damaged HEIC photo', () => damagedHeic(), 400, 'not_an_image', /HEIC photo that could not be read \(.+\)/],
    ['over 15 MB', () => Promise.resolve(Buffer.alloc(15 * 1024 * 1024 + 1, 1)), 413, 'too_large', /15 MB/],
  ])('refuses %s with the reason, and keeps nothing', async (_, file, status, code, reason) => {
    const { client, id } = await ownRecipe(server);
    const response = await upload(server, client, id, await file());
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ code, field: 'photo' });
    expect(String(response.json.message)).toMatch(/^photo: /);
    expect(String(response.json.message)).toMatch(reason);
    expect(storedFiles(server, id)).toEqual([]);
    expect((await client.get(`/api/recipes/${id}`)).json.image).toBeNull();
  });

  it("is the owner's alone, and wants a multipart file", async () => {
    const { id } = await ownRecipe(server);
    const stranger = (await signUp(server.url)).client;
    expect((await upload(server, stranger, id, await sidewaysJpeg())).status).toBe(404);
    expect(storedFiles(server, id)).toEqual([]);
    const { client, id: mine } = await ownRecipe(server);
    expect((await client.post(`/api/recipes/${mine}/photo`, { photo: 'data:image/png;base64,AAAA' })).status).toBe(415);
  });

  it('keeps photos in S3-compatible storage when S3_BUCKET is set', async () => {
    const { client, id } = await ownRecipe(s3Server);
    const response = await upload(s3Server, client, id, await sidewaysJpeg());
    expect(response.status).toBe(201);
    expect(storedFiles(s3Server, id)).toEqual([]);
    const photo = await fetch(`${s3Server.url}${String(response.json.image)}`, {
      headers: { cookie: client.cookieHeader },
    });
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('webp');
  });
});

describe('share links', () => {
  it('opens a read-only page for anyone, with link-preview tags and escaped JSON-LD, until revoked', async () => {
    const { client } = await signUp(server.url);
    const hostile = '</script><script>alert(1)</script>';
    const created = await client.post('/api/recipes', {
      ...recipe,
      name: `Shared pie ${hostile}`,
      description: `Flaky <b>crust</b> ${hostile}`,
    });
    const id = Number(created.json.id);
    await upload(server, client, id, await sidewaysJpeg());
    const shared = await client.post(`/api/recipes/${id}/share`);
    expect(shared.status).toBe(200);
    const url = String(shared.json.url);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/shared\/[A-Za-z0-9_-]{32}$/);
    expect((await client.post(`/api/recipes/${id}/share`)).json.url).toBe(url);
    expect((await client.get(`/api/recipes/${id}`)).json.visibility).toBe('link');

    const { pathname } = new URL(url);
    const page = await fetch(`${server.url}${pathname}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(
      '<meta property="og:title" content="Shared pie &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(html).toContain(`<meta property="og:image" content="${url}/photo.webp">`);
    expect(html).toContain('<h1>Shared pie &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('Flaky &lt;b&gt;crust&lt;/b&gt;');
    // Only the one JSON-LD script and no other: the hostile text cannot close it.
    expect(html.match(/<script/g)).toHaveLength(1);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(jsonLd).toMatchObject({
      '@type': 'Recipe',
      name: `Shared pie ${hostile}`,
      url,
      image: [`${url}/photo.webp`],
    });
    const photo = await fetch(`${server.url}${pathname}/photo.webp`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    // Nobody else can share or revoke it; the owner's revoke ends the link for good.
    const stranger = (await signUp(server.url)).client;
    expect((await stranger.post(`/api/recipes/${id}/share`)).status).toBe(404);
    expect((await stranger.delete(`/api/recipes/${id}/share`)).status).toBe(404);
    expect((await client.delete(`/api/recipes/${id}/share`)).status).toBe(204);
    expect((await fetch(`${server.url}${pathname}`)).status).toBe(404);
    expect((await fetch(`${server.url}${pathname}/photo.webp`)).status).toBe(404);
    expect((await client.get(`/api/recipes/${id}`)).json.visibility).toBe('private');
    const again = String((await client.post(`/api/recipes/${id}/share`)).json.url);
    expect(again).not.toBe(url);
    expect((await fetch(`${server.url}${pathname}`)).status).toBe(404);
  });
});
