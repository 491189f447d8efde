import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

describe('circuit breaker', () => {
  it('opens after the threshold, lets one trial through after the cool-down, closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker(2, 1000, () => now);
    breaker.failure();
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.allow()).toBe(false);
    now = 1001;
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.success();
    expect(breaker.allow()).toBe(true);
    expect(breaker.isOpen).toBe(false);
  });
});
