import fc from 'fast-check';
import { Fixe } from './fixe';

describe('fixed-point decimals', () => {
  it('reads decimal strings and numbers exactly', () => {
    expect(Fixe.of('0.00123').toFixed(5)).toBe('0.00123');
    expect(Fixe.of(0.1).add(0.2).toFixed(20)).toBe('0.30000000000000000000');
    expect(Fixe.of('-1.5e-3').toFixed(4)).toBe('-0.0015');
    expect(Fixe.of(450000).toFixed(0)).toBe('450000');
    expect(() => Fixe.of('1,5')).toThrow();
    expect(() => Fixe.of(Number.NaN)).toThrow();
  });

  it.each([
    ['0.125', 2, '0.13'],
    ['0.124999', 2, '0.12'],
    ['-0.125', 2, '-0.13'],
    ['2.5', 0, '3'],
    ['0.005', 2, '0.01'],
    ['0', 2, '0.00'],
  ])('%s rounded to %i places is %s (half away from zero)', (v, d, attendu) => expect(Fixe.of(v).toFixed(d)).toBe(attendu));

  it('divides with 24 decimals, half up', () => {
    expect(Fixe.ratio(1, 3).toFixed(24)).toBe('0.333333333333333333333333');
    expect(Fixe.ratio(2, 3).toFixed(24)).toBe('0.666666666666666666666667');
    expect(Fixe.of(1).div(0.83).mul(0.83).toFixed(20)).toBe('1.00000000000000000000');
    expect(() => Fixe.of(1).div(0)).toThrow('Division par zéro');
  });

  it('property: addition is exact and commutative; order is consistent', () => {
    const arb = fc.integer({ min: -1e9, max: 1e9 }).map((x) => Fixe.of(`${x}e-6`));
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        expect(a.add(b).toFixed(6)).toBe(b.add(a).toFixed(6));
        expect(a.add(b).sub(b).cmp(a)).toBe(0);
        expect(Math.sign(a.cmp(b)) + Math.sign(b.cmp(a))).toBe(0);
      }),
    );
  });

  it('property: rounding is monotone', () => {
    const arb = fc.integer({ min: 0, max: 1e12 }).map((x) => Fixe.of(`${x}e-9`));
    fc.assert(fc.property(arb, arb, (a, b) => (a.cmp(b) <= 0 ? a.round(2) <= b.round(2) : a.round(2) >= b.round(2))));
  });
});
