import { describe, expect, it } from '@jest/globals';
import { PLANS } from './catalogue';
import { hiddenPlans, isEligible } from './eligibility';

describe('why a plan is missing', () => {
  it.each([
    [69, []],
    [70, ['AC 1M no está disponible si algún viajero tiene 70 años o más']],
    [72, ['AC 1M no está disponible si algún viajero tiene 70 años o más']],
    [74, ['AC 1M no está disponible si algún viajero tiene 70 años o más']],
    [
      75,
      [
        'AC 1M no está disponible si algún viajero tiene 70 años o más',
        'AC 250 no está disponible si algún viajero tiene 75 años o más',
        'AC 150 no está disponible si algún viajero tiene 75 años o más',
      ],
    ],
    [
      80,
      [
        'AC 1M no está disponible si algún viajero tiene 70 años o más',
        'AC 250 no está disponible si algún viajero tiene 75 años o más',
        'AC 150 no está disponible si algún viajero tiene 75 años o más',
      ],
    ],
  ])('oldest traveller %d -> %j', (age, reasons) => {
    expect(hiddenPlans(age).map((hidden) => hidden.reason)).toEqual(reasons);
  });

  it.each([1, 30, 69, 70, 72, 74, 75, 80, 99])(
    'at %d, a plan is hidden exactly when it is not eligible',
    (age) => {
      const hidden = hiddenPlans(age).map((plan) => plan.productName);
      const ineligible = PLANS.filter((plan) => !isEligible(plan, age)).map((p) => p.productName);
      expect(hidden).toEqual(ineligible);
    },
  );
});
