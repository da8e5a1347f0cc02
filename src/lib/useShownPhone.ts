import { useEffect, useState } from 'react';
import { loadPhoneRules, phoneRulesNow } from './phoneRules';
import { afterNextPaint } from './scheduling';

/**
 * How a kept phone is shown (its international form), as a function that the caller's
 * component draws again once the rules have come; until then, each phone as kept.
 */
export function useShownPhone(): (kept: string) => string {
  const [rules, setRules] = useState(phoneRulesNow);
  useEffect(() => {
    if (rules) return;
    let mounted = true;
    afterNextPaint(() => {
      void loadPhoneRules().then((came) => mounted && setRules(came));
    });
    return () => {
      mounted = false;
    };
  }, [rules]);
  return (kept) => (rules ? rules.internationalPhone(kept) : kept);
}
