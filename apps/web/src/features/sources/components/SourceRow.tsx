import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import type { Source } from '@pagewise/shared/sources/source';
import { useTranslation } from 'react-i18next';
import { SourceActions } from './SourceActions.tsx';
import { SourceFacts } from './SourceFacts.tsx';
import { SourceStatus } from './SourceStatus.tsx';
import { SourceTypeMark } from './SourceTypeMark.tsx';

interface SourceRowProps {
  source: Source;
  onEdit: (source: Source) => void;
  onShowItems: (source: Source) => void;
}

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

export function SourceRow({ source, onEdit, onShowItems }: SourceRowProps) {
  const { t } = useTranslation('sources');
  const nameId = `source-${source.id}`;
  return (
    <Card component="li" withBorder padding="sm" aria-labelledby={nameId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            {source.logoUrl ? <Avatar src={source.logoUrl} size="md" radius="sm" alt="" /> : null}
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} id={nameId}>
                  {source.name}
                </Text>
                {source.evergreen ? (
                  <Text size="xs" c="teal">
                    {t('evergreenMark')}
                  </Text>
                ) : null}
              </Group>
              <SourceTypeMark type={source.type} />
              {isWebAddress(source.url) ? (
                <Anchor
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                  style={{ wordBreak: 'break-all' }}
                >
                  {source.url}
                </Anchor>
              ) : (
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {source.url}
                </Text>
              )}
            </Stack>
          </Group>
          <SourceStatus source={source} />
        </Group>
        <SourceFacts source={source} />
        <SourceActions source={source} onEdit={onEdit} onShowItems={onShowItems} />
      </Stack>
    </Card>
  );
}
