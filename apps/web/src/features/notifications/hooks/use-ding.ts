import { useEffect } from 'react';

/** One context for the page: browsers limit how many may exist. */
let context: AudioContext | null = null;

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * Browsers keep audio muted until the page has had a user gesture; a context created (or
 * resumed) inside one may play from then on.
 */
function unlock(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
}

/**
 * Unlocks the notification sound on the first user gesture, or at once if the page already had
 * one before this mounted (the listener loads after first paint).
 */
export function useDingUnlock(): void {
  useEffect(() => {
    if (navigator.userActivation?.hasBeenActive) unlock();
    const onGesture = () => {
      unlock();
      if (context?.state === 'running') remove();
    };
    const remove = () => {
      for (const type of GESTURES) window.removeEventListener(type, onGesture, true);
    };
    for (const type of GESTURES) window.addEventListener(type, onGesture, true);
    return remove;
  }, []);
}

/**
 * docs/product/records.md: a soft ding, synthesised (no sound file): two sine partials fading out.
 */
export function playDing(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  const gain = context.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.12, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.9);
  gain.connect(context.destination);
  for (const [frequency, level] of [
    [880, 1],
    [2640, 0.25],
  ] as const) {
    const partial = context.createGain();
    partial.gain.value = level;
    partial.connect(gain);
    const tone = context.createOscillator();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    tone.connect(partial);
    tone.start(start);
    tone.stop(start + 0.9);
  }
}
