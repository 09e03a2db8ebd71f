import type { CSSProperties } from 'react';

/** A grey placeholder of the size of what is loading. */
export function PublicSkeleton({ style }: { style: CSSProperties }) {
  return <div className="public-skeleton" style={style} />;
}
