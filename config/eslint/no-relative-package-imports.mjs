// A rule of the repository's own: a file reaches a workspace package other than its own by the
// package's name and exports, never by a relative path into its files. The root's folders
// (scripts/, server/, config/) belong to no workspace package: they are held to the rule when they
// import a package, and a package may use the shared build and test configuration in config/ as
// it extends tsconfig.base.json.
import fs from 'node:fs';
import path from 'node:path';

/** The workspace packages of the repository at `root`, by folder. */
function workspacesOf(root) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.map((folder) => {
    const dir = path.join(root, folder);
    const { name } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return { dir: `${dir}${path.sep}`, name };
  });
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRelativePackageImports = {
  meta: {
    type: 'problem',
    docs: { description: "Reach another workspace package by its name, not its files' paths." },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
    messages: {
      relative:
        '{{specifier}} is a file of the package "{{name}}": import it by its name and exports, not by a relative path.',
    },
  },
  create(context) {
    const workspaces = workspacesOf(context.options[0].root);
    const ownerOf = (file) => workspaces.find((workspace) => file.startsWith(workspace.dir));
    const from = ownerOf(context.filename);
    const check = (node) => {
      const specifier = node?.type === 'Literal' ? node.value : undefined;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = ownerOf(path.resolve(path.dirname(context.filename), specifier));
      if (target && target !== from) {
        context.report({ node, messageId: 'relative', data: { specifier, name: target.name } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
          check(node.arguments[0]);
        }
      },
    };
  },
};
