import type { TargetStatus } from '@pagewise/shared/posts/post';
import { describe, expect, it } from 'vitest';
import { buildPost, buildTarget } from '../test-fixtures.ts';
import { hasMovingTargets } from './get-posts.ts';

describe('hasMovingTargets', () => {
  it('watches the list while a publication is queued, posting or deleting', () => {
    const withStatus = (status: TargetStatus) =>
      buildPost({ targets: [buildTarget({ status: 'posted' }), buildTarget({ id: 't2', status })] });
    expect(hasMovingTargets([withStatus('inqueue')])).toBe(true);
    expect(hasMovingTargets([withStatus('posting')])).toBe(true);
    expect(hasMovingTargets([withStatus('deleting')])).toBe(true);
    expect(hasMovingTargets([withStatus('error'), withStatus('scheduled'), withStatus('deleted')])).toBe(
      false,
    );
  });
});
