import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which category section is at the centre of the scrolling product list, and a way to scroll to one.
 * An IntersectionObserver watches a one-pixel band across the middle of the scroll container, so the
 * active category follows scrolling without listening to scroll events.
 */
export function useActiveCategory(categories: readonly string[]) {
  // A callback ref: the list may mount after the categories are known (the screen waits for the
  // replica's first catch-up), and the observer must start with it.
  const [root, containerRef] = useState<HTMLDivElement | null>(null);
  const sections = useRef(new Map<string, HTMLElement>());
  const [active, setActive] = useState<string | null>(null);
  const key = categories.join(',');

  useEffect(() => {
    if (!root) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const hit = entries.find((entry) => entry.isIntersecting);
        const category = hit?.target.getAttribute('data-category');
        if (category) setActive(category);
      },
      { root, rootMargin: '-50% 0px -50% 0px', threshold: 0 },
    );
    for (const category of key.split(',')) {
      const section = sections.current.get(category);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key, root]);

  const register = useCallback(
    (category: string) => (element: HTMLElement | null) => {
      if (element) sections.current.set(category, element);
      else sections.current.delete(category);
    },
    [],
  );

  const scrollTo = useCallback((category: string) => {
    setActive(category);
    sections.current.get(category)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  return { containerRef, register, scrollTo, active: active ?? categories[0] ?? null };
}
