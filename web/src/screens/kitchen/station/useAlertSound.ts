import { useCallback, useRef, useState } from 'react';

/** 'off'; 'needs-gesture': wanted, but the browser plays nothing until a tap; 'on'. */
export type SoundState = 'off' | 'needs-gesture' | 'on';

const KEY = 'restaurantpro:kitchen-sound';

function stored(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function remember(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Forgotten at the next reload: the switch still works now.
  }
}

export interface AlertSound {
  state: SoundState;
  /** The switch: from a tap, which is what lets the browser play sound at all. */
  toggle: () => void;
  /** A short double beep, if the sound is on; how many played, for the screen to show. */
  beep: () => void;
  beeps: number;
}

/**
 * The late-ticket sound, switchable and remembered on the device. Browsers refuse to play audio a page
 * starts by itself, so the AudioContext is made (or resumed) inside the tap on the switch; a device
 * that had it on asks for that tap again after a reload ('needs-gesture').
 */
export function useAlertSound(): AlertSound {
  const [state, setState] = useState<SoundState>(() => (stored() ? 'needs-gesture' : 'off'));
  const [beeps, setBeeps] = useState(0);
  const context = useRef<AudioContext | null>(null);

  const toggle = useCallback(() => {
    if (state === 'on') {
      remember(false);
      setState('off');
      return;
    }
    try {
      context.current ??= new AudioContext();
      void context.current.resume();
    } catch {
      // No audio on this device: the alert stays visible only.
    }
    remember(true);
    setState('on');
  }, [state]);

  const beep = useCallback(() => {
    if (state !== 'on') return;
    const audio = context.current;
    if (audio !== null) {
      for (const offset of [0, 0.25]) {
        const tone = audio.createOscillator();
        const gain = audio.createGain();
        tone.frequency.value = 880;
        gain.gain.value = 0.2;
        tone.connect(gain).connect(audio.destination);
        tone.start(audio.currentTime + offset);
        tone.stop(audio.currentTime + offset + 0.15);
      }
    }
    setBeeps((n) => n + 1);
  }, [state]);

  return { state, toggle, beep, beeps };
}
