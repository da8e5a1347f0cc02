import { describe, expect, it } from '@jest/globals';
import { internationalPhone, phoneE164 } from './phone';

describe('a phone as people write it (contract section 6)', () => {
  it.each([
    ['987 654 321', '+51987654321'],
    ['+51 987 654 321', '+51987654321'],
    ['(01) 411-1111', '+5114111111'],
    ['+34 612 34 56 78', '+34612345678'],
    ['+51 (987) 654-321', '+51987654321'],
    ['+1 201 555 0123', '+12015550123'],
  ])('takes %s, kept as %s', (typed, kept) => {
    expect(phoneE164(typed)).toBe(kept);
  });

  it.each([['812345678'], ['9876543210'], ['nueve ocho siete'], [''], ['123456']])(
    'refuses %j',
    (typed) => {
      expect(phoneE164(typed)).toBeNull();
    },
  );
});

describe('a kept phone as the purchase shows it', () => {
  it.each([
    ['+51987654321', '+51 987 654 321'],
    ['+5114111111', '+51 1 4111111'],
    ['+34612345678', '+34 612 34 56 78'],
    ['+12015550123', '+1 201 555 0123'],
  ])('shows %s as %s', (kept, shown) => {
    expect(internationalPhone(kept)).toBe(shown);
  });

  // Kept before phones were kept in E.164, or altered in storage: shown as it was.
  it.each([['987 654 321'], ['(01) 411-1111'], ['9876543210'], ['+999'], ['']])(
    'shows %j as it was',
    (kept) => {
      expect(internationalPhone(kept)).toBe(kept);
    },
  );
});
