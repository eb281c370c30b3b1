// Import-boundary rules from ARCHITECTURE.md, as a tiny local ESLint plugin: each rule reads
// where the importing file lives and where the import points, and reports a crossing.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return source;
  return rel(path.resolve(path.dirname(fromFile), source));
}

const vendorSdks = ['stripe', 'openai', 'nodemailer', 'openid-client'];

function check(context, node, source) {
  const file = rel(context.filename);
  const target = resolveImport(context.filename, source);
  const report = (message) => context.report({ node, message });

  if (/^backend\/src\/modules\/.+\.routes\.ts$/.test(file) && (target === 'knex' || target.endsWith('platform/db'))) {
    report('Routes never import knex: call a service, which calls a repository.');
  }
  if (file.startsWith('backend/src/platform/') && target.startsWith('backend/src/modules/')) {
    report('platform/ knows no module.');
  }
  const fromModule = file.match(/^backend\/src\/modules\/([^/]+)\//);
  const toModule = target.match(/^backend\/src\/modules\/([^/]+)\/(.+)$/);
  // The kitchen library (quantities, units, densities, metric, the parser) is pure code with no server
  // imports, shared by the offline assistant and the browser; it may be imported file by file.
  const kitchenLibrary = target.startsWith('common/kitchen/');
  if (
    toModule &&
    !kitchenLibrary &&
    (!fromModule || fromModule[1] !== toModule[1]) &&
    !/^index(\.ts)?$/.test(toModule[2])
  ) {
    if (!file.startsWith('backend/src/app') && !file.startsWith('workers/') && !file.endsWith('.test.ts')) {
      report(`Reach module "${toModule[1]}" through its index.ts.`);
    }
  }
  if (
    vendorSdks.some((sdk) => target === sdk || target.startsWith(`${sdk}/`)) &&
    !file.startsWith('backend/src/adapters/') &&
    !file.endsWith('.test.ts') &&
    !file.startsWith('backend/src/testing/')
  ) {
    report('Vendor SDKs are used only inside backend/src/adapters.');
  }
  if ((target === 'radix-ui' || target.startsWith('@radix-ui/')) && !file.startsWith('frontend/src/components/ui/')) {
    report('Only frontend/src/components/ui imports Radix.');
  }
  const fromFeature = file.match(/^frontend\/src\/features\/([^/]+)\//);
  const toFeature = target.match(/^frontend\/src\/features\/([^/]+)/);
  if (fromFeature && toFeature && fromFeature[1] !== toFeature[1]) {
    report(`Features do not import each other ("${fromFeature[1]}" → "${toFeature[1]}"); compose them in app/.`);
  }
}

export default {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          ImportDeclaration: (node) => check(context, node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(context, node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(context, node, node.source.value),
          ExportAllDeclaration: (node) => check(context, node, node.source.value),
        };
      },
    },
  },
};
