import { useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage.ts';

/** Whether the page list is collapsed, kept across visits (spec §3 local storage). */
export function useListRetracted() {
  const [retracted, setRetracted] = useState(() => readStored('pageListRetracted') === 'true');
  const toggle = () => {
    writeStored('pageListRetracted', String(!retracted));
    setRetracted(!retracted);
  };
  return { retracted, toggle };
}
