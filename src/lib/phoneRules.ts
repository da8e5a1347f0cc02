// The phone's rules (../domain/phone.ts: libphonenumber-js and every country's metadata) are
// chunks of their own (./phoneRulesInSteps.ts), asked for only where a phone is typed or shown,
// and never as part of a page's first screen: /checkout asks once its first screen is drawn,
// 'Mi seguro' once it is, an e-mail before it is written. A send waits for them.

export type PhoneRules = typeof import('../domain/phone');

let loaded: PhoneRules | undefined;
let loading: Promise<PhoneRules> | undefined;

/** The phone's rules, asked for once; asked again after a failed try (offline, say). */
export const loadPhoneRules = (): Promise<PhoneRules> =>
  (loading ??= import(/* webpackChunkName: "phone-rules" */ './phoneRulesInSteps')
    .then(({ phoneRulesInSteps }) => phoneRulesInSteps())
    .then(
      (rules) => (loaded = rules),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

/** The phone's rules if they have come, else undefined: a field's check has no verdict yet. */
export const phoneRulesNow = (): PhoneRules | undefined => loaded;
