/**
 * The pre-drawn pages' one loader (start-after-paint.ts). Its text is the same for every build, so its CSP hash
 * is too: the nginx edge (scripts/distributed/render-nginx.ts) allows it without reading the build. It takes the
 * app's entry and preloads from `<meta name="app-scripts">`, which the build writes.
 *
 * A page whose largest element the app draws (the demo quiz: `data-now`) asks for the scripts at once.
 *
 * The entry's libraries (`data-first`: React, the router, i18next, TanStack Query) run one by one, each in a
 * task of its own, before the entry: a phone's main thread is then never blocked by all of them at once (total
 * blocking time, issue 37). All of them, the entry too, download as before (modulepreload), asked for
 * six to a task: each link costs the main thread a request's start (the demo's 36 links took one task of
 * 35-140 ms at Lighthouse's 4x phone slowdown; a long task after the first paint, issue 37).
 */
export const APP_LOADER =
  `(function(){var d=document,m=d.querySelector('meta[name="app-scripts"]');if(!m)return;` +
  `function add(tag,attrs){var e=d.createElement(tag);e.crossOrigin='';` +
  `for(var k in attrs)e[k]=attrs[k];d.head.appendChild(e)}` +
  `function list(a){return(m.getAttribute(a)||'').split(' ').filter(Boolean)}` +
  `function preload(l,i){l.slice(i,i+6).forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
  `if(i+6<l.length)setTimeout(preload,0,l,i+6)}` +
  `function start(){var entry=m.getAttribute('content'),first=list('data-first');` +
  `preload(list('data-preloads').concat(first.length?[entry]:[]),0);` +
  `(function next(i){if(i>=first.length)return add('script',{type:'module',src:entry});` +
  `import(first[i]).then(function(){setTimeout(next,0,i+1)},function(){next(first.length)})})(0)}` +
  `function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}` +
  `if(d.documentElement.getAttribute('data-shell')==='off'||m.hasAttribute('data-now'))start();` +
  `else if(d.readyState==='complete')afterPaint();else addEventListener('load',afterPaint)})();`;
