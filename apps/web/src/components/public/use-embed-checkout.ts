import { useEffect, useRef, useState } from 'react';
import { EMBED_PAID_MESSAGE } from '../../lib/embed-handoff';

/** Where an embedded purchase stands: not started, in its own tab, refused a tab by the browser, or paid. */
export type TEmbedCheckoutStatus = 'idle' | 'continuing' | 'blocked' | 'paid';

/**
 * An embedded date's "Get tickets": the checkout opens in a new top-level tab, where Usher has its own cookies.
 * `open` must run in the click's handler, before anything awaited, or the browser blocks the tab. The status
 * turns to `paid` when that tab (and no other window) says so from Usher's origin.
 */
export function useEmbedCheckout() {
  const [status, setStatus] = useState<TEmbedCheckoutStatus>('idle');
  const [path, setPath] = useState<string | null>(null);
  const tab = useRef<Window | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || !tab.current || event.source !== tab.current) return;
      if ((event.data as { type?: unknown } | null)?.type === EMBED_PAID_MESSAGE) setStatus('paid');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const open = (checkoutPath: string) => {
    tab.current = window.open(checkoutPath, '_blank');
    setPath(checkoutPath);
    setStatus(tab.current ? 'continuing' : 'blocked');
  };

  /** The same checkout again, from a click: after the browser refused the tab, or the customer closed it. */
  const reopen = () => {
    if (path) open(path);
  };

  return { status, open, reopen };
}
