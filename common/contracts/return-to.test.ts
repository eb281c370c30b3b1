import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';
import { expectEach } from '../../backend/src/testing/expect-each';

describe('safeReturnTo', () => {
  expectEach('keeps the same-site path %j', safeReturnTo, [
    ['/recipes', '/recipes'],
    ['/recipes?search=pie#top', '/recipes?search=pie#top'],
    ['/a/../b', '/b'],
  ]);

  it.each([
    '/\t/evil.example',
    '/%09/evil.example'.replace('%09', '\t'),
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    ' /recipes',
    '',
    'recipes',
    '/' + 'a'.repeat(1000),
    42,
    null,
    undefined,
    ['/recipes'],
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('never yields a path a browser would read as another host', () => {
    for (let code = 0; code < 0x80; code += 1) {
      for (const value of [`/${String.fromCharCode(code)}/evil.example`, `/${String.fromCharCode(code)}evil.example`]) {
        const result = safeReturnTo(value);
        expect(new URL(result, 'https://sous.example').host).toBe('sous.example');
      }
    }
  });
});
