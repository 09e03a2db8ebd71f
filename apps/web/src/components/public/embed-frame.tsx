import { useEffect, useRef, type ReactNode } from 'react';
import { EMBED_HEIGHT_MESSAGE, embeddedPathOf, parentOriginOf } from '../../lib/embed-handoff';
import { EmbedContext } from './embed-context';

/**
 * A landing page inside the organiser's website (`/embed/e|a|o/…`, framed by embed.js): its height is posted to
 * the organiser's page whenever it changes (to that page's origin only), links to other landing pages stay in
 * the frame, and any other link of Usher's opens in a new tab rather than in the organiser's page.
 */
export function EmbedFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    const parentOrigin = parentOriginOf(window.location.search);
    if (!element || !parentOrigin || window.parent === window) return;
    const postHeight = () =>
      window.parent.postMessage(
        { type: EMBED_HEIGHT_MESSAGE, height: element.getBoundingClientRect().height },
        parentOrigin,
      );
    const observer = new ResizeObserver(postHeight);
    observer.observe(element);
    postHeight();
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const parentOrigin = parentOriginOf(window.location.search);
    const keepInFrame = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const embedded = embeddedPathOf(link.pathname, parentOrigin);
      if (embedded) link.href = embedded;
      else link.target = '_blank';
    };
    document.addEventListener('click', keepInFrame, true);
    return () => document.removeEventListener('click', keepInFrame, true);
  }, []);

  return (
    <EmbedContext.Provider value={true}>
      <div ref={frame} className="public-embed-frame">
        {children}
      </div>
    </EmbedContext.Provider>
  );
}
