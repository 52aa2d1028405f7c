/* global document, location, window */
// A signed-in visit's shared chunks (the layout, the session, the libraries the signed-in screens use)
// start downloading with the page instead of after the entry has run (issue 40). The build lists them in
// <meta name="signed-in-chunks"> (build/signed-in-preload.ts). A plain script of its own, loaded async
// beside the entry: it needs none of the portal's code, so it runs a round trip after the page arrives.
// Nothing happens without a stored session (the portal's auth state, see src/lib/auth-store.ts): a
// signed-out visit downloads only what the sign-in page needs. With an access token still valid, it also
// asks for the signed-in user (<meta name="signed-in-user">), which the transport takes instead of
// asking again (src/lib/early-answers.ts).
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
  var user = document.querySelector('meta[name="signed-in-user"]');
  var token = session.state.token;
  var expiresAt = Date.parse(session.state.expiresAt || '');
  // An expired token would only be refused: the portal refreshes it first, then asks itself.
  if (!user || !token || !(expiresAt > Date.now() + 5000)) return;
  // A cached entry that ran first asks for the user itself (src/main.tsx): asked twice otherwise.
  if (window.__portalStarted) return;
  // Kept by the address the transport asks (src/lib/http-transport.ts: the page's origin, as the portal's
  // API base address is unless configured otherwise; then it is not taken).
  var address = location.origin + user.content;
  var response = fetch(address, {
    headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
  });
  // Not left unhandled when the portal never takes it (it then asks again itself).
  response.catch(function () {});
  var answers = (window.__portalEarlyAnswers = window.__portalEarlyAnswers || {});
  answers[address] = { token: token, at: Date.now(), response: response };
})();
