/* global document */
// A signed-in visit's shared chunks (the layout, the session, the libraries the signed-in screens use)
// start downloading with the page instead of after the entry has run (issue 40). The build lists them in
// <meta name="signed-in-chunks"> (build/signed-in-preload.ts). A plain script of its own, loaded async
// beside the entry: it needs none of the portal's code, so it runs a round trip after the page arrives.
// Nothing happens without a stored session (the portal's auth state, see src/lib/auth-store.ts): a
// signed-out visit downloads only what the sign-in page needs.
(function preloadSignedInChunks() {
  var list = document.querySelector('meta[name="signed-in-chunks"]');
  if (!list) return;
  var session;
  try {
    session = JSON.parse(localStorage.getItem('auth') || 'null');
  } catch {
    return;
  }
  if (!session || !session.state || !session.state.refreshToken) return;
  list.content.split(' ').forEach(function (href) {
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  });
})();
