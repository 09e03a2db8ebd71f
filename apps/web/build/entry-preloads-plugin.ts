import type { HtmlTagDescriptor, Plugin } from 'vite';
import { preloadsBeyondEntry } from './page-preloads.ts';

/** What the dashboard's entry (src/main.tsx) imports once the page has painted: React, Mantine, the router. */
export const DASHBOARD_START_MODULE = 'src/dashboard-start.tsx';

const tagOf = (file: string): HtmlTagDescriptor =>
  file.endsWith('.css')
    ? { tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: file }, injectTo: 'head' }
    : { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: file }, injectTo: 'head' };

/**
 * Lists the dashboard's start (its scripts and stylesheets) in index.html: the entry imports it only after the
 * first paint, so it is not a static import Vite would list, yet every dashboard page runs it and its styles
 * draw the server's markup. Listed, it downloads with the entry instead of after it.
 */
export function entryPreloads(): Plugin {
  return {
    name: 'usher-entry-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return [];
        return preloadsBeyondEntry(context.bundle, 'index.html', [DASHBOARD_START_MODULE]).map(tagOf);
      },
    },
  };
}
