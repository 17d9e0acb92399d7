import { Image } from '@mantine/core';
import { useState } from 'react';

/**
 * A source item's image, as Pagewise serves it (never from the feed's host): nothing at all when
 * it cannot be shown (not an image, the host refused), rather than a broken picture.
 */
export function FeedThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <Image src={src} w={64} h={64} radius="sm" alt="" fit="cover" onError={() => setFailed(true)} />;
}
