/* global document, location, window -- a browser's script, served as it is written */
// Usher's embed (GET /embed.js, issue 29 §3): turns each <div data-usher-event|activity|organisation="id"> of
// the organiser's page into an iframe of Usher's embedded page, sized to its content. Plain ES5, no framework:
// it runs on any site, before or after the page has loaded. The server writes its own origin in USHER_ORIGIN.
(function () {
  'use strict';
  var USHER_ORIGIN = '__USHER_ORIGIN__';
  var KINDS = [
    ['event', 'e'],
    ['activity', 'a'],
    ['organisation', 'o'],
  ];
  var frames = [];

  function pageOf(element) {
    for (var i = 0; i < KINDS.length; i++) {
      var id = element.getAttribute('data-usher-' + KINDS[i][0]);
      if (id) return '/' + KINDS[i][1] + '/' + encodeURIComponent(id);
    }
    return null;
  }

  function mount(element) {
    var page = pageOf(element);
    if (!page || element.getAttribute('data-usher-mounted')) return;
    element.setAttribute('data-usher-mounted', 'true');
    var frame = document.createElement('iframe');
    // The embedded page posts its height to this page's origin only.
    frame.src = USHER_ORIGIN + '/embed' + page + '?parent=' + encodeURIComponent(location.origin);
    frame.title = element.getAttribute('data-usher-title') || 'Tickets';
    frame.style.cssText = 'display:block;width:100%;height:480px;border:0;overflow:hidden';
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('allow', 'clipboard-write');
    frames.push(frame);
    // What the organiser wrote inside the element (the link to the full page) stays for a browser without
    // frames; the frame takes its place.
    element.innerHTML = '';
    element.appendChild(frame);
  }

  function mountAll() {
    var elements = document.querySelectorAll(
      '[data-usher-event],[data-usher-activity],[data-usher-organisation]',
    );
    for (var i = 0; i < elements.length; i++) mount(elements[i]);
  }

  // Only Usher's own frames may size themselves: any other window's message is ignored.
  window.addEventListener('message', function (message) {
    if (message.origin !== USHER_ORIGIN) return;
    var data = message.data;
    if (!data || data.type !== 'usher:height' || typeof data.height !== 'number') return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === message.source) {
        frames[i].style.height = Math.max(0, Math.ceil(data.height)) + 'px';
      }
    }
  });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
