/**
 * The parameters GoTrue's mailed links put in the URL fragment (`#error_description=…`,
 * `#message=…`). auth-js clears the fragment only after taking in a session: a refusal or a
 * message stays readable, so a screen reads it when it first renders.
 */
export function linkFragment(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.hash.slice(1));
}

/** The link was refused (used, expired or forged): GoTrue says so in the fragment. */
export const linkRefused = (fragment: URLSearchParams) => fragment.has('error_description') || fragment.has('error_code');
