import { describe, expect, it } from 'vitest';
import { normalizeSaudiMobile, normalizeSaudiPhone } from './phone';

describe('normalizeSaudiPhone', () => {
  it.each([
    ['011 234 5678', '+966112345678'],
    ['+966 12 654 3210', '+966126543210'],
    ['٠١٣٨٧٦٥٤٣٢', '+966138765432'],
    ['0096614 123 4567', '+966141234567'],
    ['0551234567', '+966551234567'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normalizeSaudiPhone(typed)).toBe(stored);
  });

  it.each(['015 234 5678', '012345', '0512345678901', '+971 4 123 4567', '800 123 4567'])('refuses %s', (typed) => {
    expect(normalizeSaudiPhone(typed)).toBeNull();
  });

  it('leaves a landline out of the mobile numbers', () => {
    expect(normalizeSaudiMobile('011 234 5678')).toBeNull();
  });
});
