import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contractsDir = import.meta.dirname;
const plainFiles = readdirSync(contractsDir).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.schema.ts') && !name.endsWith('.test.ts'),
);

describe('plain contract files', () => {
  it.each(plainFiles)('%s imports neither zod nor a schema file (it must stay safe in any bundle)', (name) => {
    const source = readFileSync(path.join(contractsDir, name), 'utf8');
    const imported = [...source.matchAll(/^(?:import|export)(?!\s+type)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(imported.filter((specifier) => specifier === 'zod' || specifier.endsWith('.schema'))).toEqual([]);
  });
});
