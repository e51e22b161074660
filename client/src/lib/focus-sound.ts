/**
 * The optional soft sound at the end of a focus session: a choice of this device (off unless the
 * player turns it on in Profile), played with Web Audio so no sound file is downloaded.
 */
const STORAGE_KEY = 'qp-focus-sound';

export function focusSoundOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setFocusSound(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEY, 'on');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only, which is harmless.
  }
}

/** Two quiet, rounded notes (a rising fifth) that fade out within a second; never loud, never looping. */
export function playSoftChime(): void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  const start = context.currentTime;
  for (const [index, frequency] of [523.25, 783.99].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.18;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.08, at + 0.04);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.9);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.95);
  }
  window.setTimeout(() => void context.close(), 1500);
}
