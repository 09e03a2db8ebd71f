import { createBrowserRouter } from 'react-router';
import { withFirstScreenFallback } from './first-screen-fallback';
import { routes } from './routes';

export const router = createBrowserRouter(withFirstScreenFallback(routes));
