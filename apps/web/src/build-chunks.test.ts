import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';

/** The build's chunk groups: which module each named group takes. */
const groups = () => {
  const output = viteConfig.build?.rolldownOptions?.output;
  const splitting = !Array.isArray(output) && output?.codeSplitting;
  return (typeof splitting === 'object' && splitting.groups) || [];
};
const groupOf = (moduleId: string) =>
  groups().find(({ test }) => test instanceof RegExp && test.test(moduleId))?.name;

describe('chunks of the build', () => {
  // Together with the editor's own code ProseMirror made one chunk of 523 kB, over Vite's 500 kB warning.
  it.each([
    '/repo/node_modules/prosemirror-view/dist/index.js',
    '/repo/node_modules/prosemirror-model/dist/index.js',
    '/repo/node_modules/@tiptap/pm/dist/state/index.js',
  ])('puts the rich text engine %s in a chunk of its own', (moduleId) =>
    expect(groupOf(moduleId)).toBe('prosemirror'),
  );

  it.each([
    '/repo/apps/web/src/components/forms/rich-text-field.tsx',
    '/repo/node_modules/@tiptap/core/dist/index.js',
    '/repo/node_modules/@mantine/tiptap/esm/index.mjs',
  ])('leaves %s with the editor', (moduleId) => expect(groupOf(moduleId)).toBeUndefined());
});
