/**
 * The pre-drawn pages' one loader (start-after-paint.ts). Its text is the same for every build, so its CSP hash
 * is too: the nginx edge (scripts/distributed/render-nginx.ts) allows it without reading the build. It takes the
 * app's entry and preloads from `<meta name="app-scripts">`, which the build writes.
 */
export const APP_LOADER =
  `(function(){var d=document,m=d.querySelector('meta[name="app-scripts"]');if(!m)return;` +
  `function add(tag,attrs){var e=d.createElement(tag);e.crossOrigin='';` +
  `for(var k in attrs)e[k]=attrs[k];d.head.appendChild(e)}function start(){` +
  `(m.getAttribute('data-preloads')||'').split(' ').filter(Boolean)` +
  `.forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
  `add('script',{type:'module',src:m.getAttribute('content')})}` +
  `function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}` +
  `if(d.documentElement.getAttribute('data-shell')==='off')start();` +
  `else if(d.readyState==='complete')afterPaint();else addEventListener('load',afterPaint)})();`;
