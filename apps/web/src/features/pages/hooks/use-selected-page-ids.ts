import { useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage.ts';

function readSelected(): string[] {
  try {
    const stored: unknown = JSON.parse(readStored('selectedPageIds') ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The pages the user has selected, kept across visits (spec §3 local storage). */
export function useSelectedPageIds() {
  const [selectedIds, setSelectedIds] = useState(readSelected);
  const update = (next: string[]) => {
    setSelectedIds(next);
    writeStored('selectedPageIds', JSON.stringify(next));
  };
  const toggle = (id: string) =>
    update(
      selectedIds.includes(id) ? selectedIds.filter((selected) => selected !== id) : [...selectedIds, id],
    );
  const forget = (id: string) => {
    if (selectedIds.includes(id)) update(selectedIds.filter((selected) => selected !== id));
  };
  return { selectedIds, toggle, forget };
}
