import { createContext, useContext } from 'react';

/** Whether the landing page is drawn inside an organiser's website (`/embed/…`): no banner, no footer. */
export const EmbedContext = createContext(false);

export const useIsEmbedded = () => useContext(EmbedContext);
