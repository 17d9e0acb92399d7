import { Badge } from '@mantine/core';
import type { TargetStatus } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';

/** One colour per status: grey before the network, blue on the way, green done, red failed. */
export const targetStatusColor: Record<TargetStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  inqueue: 'cyan',
  posting: 'indigo',
  posted: 'green',
  postedfb: 'teal',
  error: 'red',
  deleting: 'orange',
  deleted: 'dark',
};

export function TargetStatusBadge({ status }: { status: TargetStatus }) {
  const { t } = useTranslation('posts');
  return (
    <Badge color={targetStatusColor[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
