import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenTitle } from '../../../app/useScreenTitle.ts';
import { useCan } from '../../auth/use-can.ts';

/** The heading of the planner screens (planner, posts2): the title and, for who may write, "New post". */
export function PlannerHeading({ title }: { title: string }) {
  const { t } = useTranslation('planner');
  useScreenTitle(title);
  const canCreate = useCan('create');
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      {canCreate ? (
        <Button component={Link} to="/dash/postCreator">
          {t('newPost')}
        </Button>
      ) : null}
    </Group>
  );
}
