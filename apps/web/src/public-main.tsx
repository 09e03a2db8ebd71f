import './components/public/public-page.css';
import { afterNextPaint } from './lib/after-next-paint';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element');

// React (most of the public pages' code, downloaded beside this entry) runs only once the browser has painted
// the page the server rendered: on a phone its first run takes longer than the whole page's download, and the
// browser paints nothing while a script runs.
const painted = rootElement.firstElementChild ? afterNextPaint() : Promise.resolve();
void painted.then(() => import('./public-start')).then(({ startPublicPage }) => startPublicPage(rootElement));
