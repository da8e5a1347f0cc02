import { describe, expect, it } from '@jest/globals';
import { phoneE164 } from './phone';

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
