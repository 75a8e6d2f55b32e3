import { useEffect } from 'react';

/** Follows the device's light/dark setting (the kitchen forces dark on its own subtree). */
export function useSystemColorMode(): void {
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      document.documentElement.classList.toggle('dark', query.matches);
      document.documentElement.style.colorScheme = query.matches ? 'dark' : 'light';
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);
}
