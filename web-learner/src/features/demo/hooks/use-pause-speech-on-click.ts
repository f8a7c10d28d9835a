import { useEffect } from 'react';
import { pauseReadAloud } from '@/components/read-aloud';

/** Spec 2.12: on the demo, a click anywhere pauses speech (except on the read-aloud button itself). */
export function usePauseSpeechOnClick() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest('[data-read-aloud]')) pauseReadAloud();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
