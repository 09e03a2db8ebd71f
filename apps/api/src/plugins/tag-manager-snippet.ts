import { isTagManagerId } from '@usher/contract/organisations';

/** Google Tag Manager's documented snippet: a script at the top of <head>, a noscript iframe after <body>. */
export function injectTagManager(html: string, tagManagerId: string, nonce: string): string {
  // The id is validated on save; checking again keeps anything else out of a script tag.
  if (!isTagManagerId(tagManagerId)) return html;
  const head =
    `<script nonce="${nonce}">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);` +
    `})(window,document,'script','dataLayer','${tagManagerId}');</script>`;
  const body =
    `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${tagManagerId}" ` +
    `height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`;
  return html.replace(/<head>/i, `<head>${head}`).replace(/<body([^>]*)>/i, `<body$1>${body}`);
}
