import { describe, expect, it } from 'vitest';
import dePlanner from './de/planner.json' with { type: 'json' };
import frDash from './fr/dash.json' with { type: 'json' };
import { preloadCatalogues } from './index.ts';

describe('preloadCatalogues', () => {
  it('loads the named catalogues of the language, and a name it does not have as nothing', async () => {
    expect(await Promise.all(preloadCatalogues(['planner', 'nowhere'], 'de'))).toEqual([dePlanner, null]);
    expect(await Promise.all(preloadCatalogues(['dash'], 'fr'))).toEqual([frDash]);
  });
});
