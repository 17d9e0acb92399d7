import { Table, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

/** A column header that sorts its table by it (highest first), and says so to screen readers. */
export function SortHeader({
  label,
  active,
  onSort,
  align,
}: {
  label: string;
  active: boolean;
  onSort: () => void;
  align?: 'right';
}) {
  return (
    <Table.Th aria-sort={active ? 'descending' : undefined} ta={align}>
      <UnstyledButton onClick={onSort} fw={active ? 700 : 500} fz="sm">
        {label}
        {active ? ' ↓' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A table's rows sorted in the browser by one of their figures, highest first (a figure not
 * available last); `null` keeps the server's order.
 */
export function useSortedRows<T, K extends string>(
  rows: T[],
  figureOf: (row: T, key: K) => number | string | null,
) {
  const [sortBy, setSortBy] = useState<K | null>(null);
  const sorted =
    sortBy === null
      ? rows
      : [...rows].sort((a, b) => {
          const left = figureOf(a, sortBy);
          const right = figureOf(b, sortBy);
          if (left === right) return 0;
          if (left === null) return 1;
          if (right === null) return -1;
          return typeof left === 'string' || typeof right === 'string'
            ? String(left).localeCompare(String(right))
            : right - left;
        });
  return { sorted, sortBy, setSortBy };
}
