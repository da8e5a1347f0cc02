import { describe, expect, it } from '@jest/globals';
import { findPlan } from './catalogue';
import { featureCover } from './featureCover';

describe('a feature a plan covers', () => {
  it.each([
    ['AC 250', 'Asistencia médica por accidente o enfermedad', 'listed'],
    [
      'AC 250',
      'Asistencia médica básica',
      { within: 'Asistencia médica por accidente o enfermedad' },
    ],
    ['AC 35', 'Asistencia médica básica', 'listed'],
    // The basic cover is not the broader one.
    ['AC 35', 'Asistencia médica por accidente o enfermedad', null],
    ['AC 60', 'Asistencia legal', null],
  ])('%s, %s: %j', (name, feature, cover) => {
    expect(featureCover(findPlan(name)!, feature)).toEqual(cover);
  });
});
