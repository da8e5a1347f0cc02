// The CSP requires Trusted Types for scripts (scripts/server/headers.mjs): a script URL reaches a sink
// such as navigator.serviceWorker.register only through a named policy that the CSP allows.
// This one lets through the site's own script URLs and nothing else.

/** As the CSP lists it (TRUSTED_TYPES_POLICIES in scripts/server/headers.mjs). */
const SCRIPT_URL_POLICY = 'script-url';

let policy: Pick<TrustedTypePolicy, 'createScriptURL'> | null | undefined;

/** `url` as a TrustedScriptURL where the browser has Trusted Types, as it is elsewhere. */
export function trustedScriptUrl(url: string): string {
  if (policy === undefined) {
    policy =
      window.trustedTypes?.createPolicy(SCRIPT_URL_POLICY, {
        createScriptURL(input: string) {
          const parsed = new URL(input, window.location.href);
          if (parsed.origin !== window.location.origin) {
            throw new TypeError(`Not one of the site's scripts: ${input}`);
          }
          return input;
        },
      }) ?? null;
  }
  // The DOM's typings take strings where browsers also take the trusted object.
  return (policy ? policy.createScriptURL(url) : url) as string;
}
