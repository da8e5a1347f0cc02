import { expect, it, jest } from '@jest/globals';

it("asks for the phone's rules again after a try that failed (offline), and then keeps them", async () => {
  const code = { comes: false };
  jest.doMock('../domain/phone', () => {
    if (!code.comes) throw new Error('offline');
    return { phoneE164: () => '+51987654321', internationalPhone: () => '+51 987 654 321' };
  });
  const { loadPhoneRules, phoneRulesNow } = await import('./phoneRules');
  await expect(loadPhoneRules()).rejects.toThrow('offline');
  expect(phoneRulesNow()).toBeUndefined();
  code.comes = true;
  const rules = await loadPhoneRules();
  expect(rules.internationalPhone('+51987654321')).toBe('+51 987 654 321');
  expect(phoneRulesNow()).toBe(rules);
  expect(await loadPhoneRules()).toBe(rules);
});
