import { useLayoutEffect, useRef } from 'react';
import { type MarkedPage, renderPageMark } from './event-page-mark.ts';

/** The page's mark (event-page-mark.ts) in a chip drawn by React: the same elements as the other views'. */
export function PageMark({ page }: { page: MarkedPage }) {
  const slot = useRef<HTMLSpanElement>(null);
  const { name, network, pictureUrl } = page;
  useLayoutEffect(() => {
    const mark = renderPageMark({ name, network, pictureUrl });
    slot.current?.replaceChildren(...(mark ? [mark] : []));
  }, [name, network, pictureUrl]);
  return <span ref={slot} className="planner-event-mark-slot" />;
}
