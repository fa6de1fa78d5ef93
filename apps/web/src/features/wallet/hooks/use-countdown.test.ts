import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_STATES, formatCountdown, useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits STOPPED with the initial duration until started', () => {
    const { result } = renderHook(() => useCountdown(120_000));
    expect(result.current.state).toBe(COUNTDOWN_STATES.STOPPED);
    expect(result.current.remainingMs).toBe(120_000);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remainingMs).toBe(120_000);
  });

  it('counts down once STARTED and turns COMPLETED at zero', () => {
    const { result } = renderHook(() => useCountdown(120_000));
    act(() => result.current.start());
    expect(result.current.state).toBe(COUNTDOWN_STATES.STARTED);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.remainingMs).toBe(90_000);
    act(() => vi.advanceTimersByTime(90_000));
    expect(result.current.state).toBe(COUNTDOWN_STATES.COMPLETED);
    expect(result.current.remainingMs).toBe(0);
  });

  it('runs at once with startNow, and is COMPLETED at once with nothing left', () => {
    const running = renderHook(() => useCountdown(90_000, { startNow: true })).result;
    expect(running.current.state).toBe(COUNTDOWN_STATES.STARTED);
    act(() => vi.advanceTimersByTime(30_000));
    expect(running.current.remainingMs).toBe(60_000);
    const over = renderHook(() => useCountdown(0, { startNow: true })).result;
    expect(over.current.state).toBe(COUNTDOWN_STATES.COMPLETED);
    expect(over.current.remainingMs).toBe(0);
  });

  it('starts from another duration when given one', () => {
    const { result } = renderHook(() => useCountdown(120_000));
    act(() => result.current.start(5_000));
    expect(result.current.durationMs).toBe(5_000);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.state).toBe(COUNTDOWN_STATES.COMPLETED);
  });

  it('PAUSED keeps what remains, and resuming goes on from there', () => {
    const { result } = renderHook(() => useCountdown(10_000));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(4_000));
    act(() => result.current.pause());
    expect(result.current.state).toBe(COUNTDOWN_STATES.PAUSED);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.remainingMs).toBe(6_000);
    act(() => result.current.resume());
    expect(result.current.state).toBe(COUNTDOWN_STATES.STARTED);
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current.state).toBe(COUNTDOWN_STATES.COMPLETED);
  });

  it('STOPPED ends the run for good, keeping the time left', () => {
    const { result } = renderHook(() => useCountdown(10_000));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(3_000));
    act(() => result.current.stop());
    expect(result.current.state).toBe(COUNTDOWN_STATES.STOPPED);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toMatchObject({ state: 'STOPPED', remainingMs: 7_000 });
  });

  it('counts against the clock, so late ticks do not slow it', () => {
    const { result } = renderHook(() => useCountdown(10_000));
    act(() => result.current.start());
    // A throttled tab: the clock moves 8 s but only one tick runs.
    vi.setSystemTime(Date.now() + 8_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remainingMs).toBe(1_000);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss, rounding up to the second, and h:mm:ss past an hour', () => {
    expect(formatCountdown(120_000)).toBe('02:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });
});
