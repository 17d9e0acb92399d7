import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls when it is wider (or longer) than its place: its scrolling area takes the
 * keyboard's focus, named after the table, so that a keyboard user can scroll it too.
 */
export function TableScroll({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  const viewportProps = { tabIndex: 0, role: 'region', 'aria-label': label };
  return maxHeight ? (
    <ScrollArea.Autosize mah={maxHeight} type="auto" viewportProps={viewportProps}>
      {children}
    </ScrollArea.Autosize>
  ) : (
    <ScrollArea type="auto" viewportProps={viewportProps}>
      {children}
    </ScrollArea>
  );
}
