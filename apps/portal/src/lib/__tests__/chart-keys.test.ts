import { describe, expect, it } from 'vitest';
import { chartKeyStep } from '../chart-keys';

describe('chartKeyStep', () => {
  it('starts at the first point with ArrowRight and at the last with ArrowLeft', () => {
    expect(chartKeyStep('ArrowRight', null, 12)).toBe(0);
    expect(chartKeyStep('ArrowLeft', null, 12)).toBe(11);
  });

  it('steps one point and stops at the ends; Home and End jump there', () => {
    expect(chartKeyStep('ArrowRight', 4, 12)).toBe(5);
    expect(chartKeyStep('ArrowLeft', 4, 12)).toBe(3);
    expect(chartKeyStep('ArrowRight', 11, 12)).toBe(11);
    expect(chartKeyStep('ArrowLeft', 0, 12)).toBe(0);
    expect(chartKeyStep('Home', 7, 12)).toBe(0);
    expect(chartKeyStep('End', null, 12)).toBe(11);
  });

  it('leaves other keys and empty charts alone', () => {
    expect(chartKeyStep('Tab', 3, 12)).toBeNull();
    expect(chartKeyStep('ArrowRight', null, 0)).toBeNull();
  });
});
