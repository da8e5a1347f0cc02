import { describe, expect, it } from '@jest/globals';

describe('trustedScriptUrl', () => {
  it("makes the site's own script URLs through its named policy, and refuses any other", async () => {
    // The browser's factory, as far as the policy uses it: it hands back the rules it was given.
    const created: string[] = [];
    window.trustedTypes = {
      createPolicy: (name: string, rules: TrustedTypePolicyOptions) => {
        created.push(name);
        return rules;
      },
    } as unknown as TrustedTypePolicyFactory;
    const { trustedScriptUrl } = await import('./trustedScriptUrl');
    expect(trustedScriptUrl('/sw.js')).toBe('/sw.js');
    expect(trustedScriptUrl(`${window.location.origin}/sw.js`)).toBe(
      `${window.location.origin}/sw.js`,
    );
    expect(() => trustedScriptUrl('https://elsewhere.example/sw.js')).toThrow(TypeError);
    expect(created).toEqual(['script-url']);
    delete (window as { trustedTypes?: unknown }).trustedTypes;
  });
});
