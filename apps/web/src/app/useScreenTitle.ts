import { useEffect } from 'react';

/** The browser tab names the screen: "Bots · Pagewise". */
export function useScreenTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Pagewise`;
  }, [title]);
}
