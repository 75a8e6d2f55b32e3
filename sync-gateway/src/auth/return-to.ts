/**
 * Where to send the browser after signing in. Only a same-origin relative path is accepted, so the
 * sign-in screen can never be used to bounce a user to another site (open redirect); API and sign-in
 * paths are dropped too, as returning to them would loop.
 */
export function safeReturnPath(candidate: string | undefined): string | null {
  if (!candidate || candidate.length > 2048) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // Control characters and backslashes let browsers reinterpret a path as another host.
  for (const char of candidate) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  let url: URL;
  try {
    url = new URL(candidate, 'http://restaurantpro.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'restaurantpro.invalid') return null;
  const path = url.pathname;
  if (
    path === '/login' ||
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/db' ||
    path.startsWith('/db/')
  )
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path of a Referer that points at our own origin, or null. */
export function refererPath(referer: string | undefined, ownOrigin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== ownOrigin) return null;
    return safeReturnPath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return null;
  }
}
