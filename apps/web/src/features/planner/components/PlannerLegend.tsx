import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { colourVariable, legendKinds } from '../item-colours.ts';

/** What each colour of the calendar means (spec §4 planner items). */
export function PlannerLegend() {
  const { t } = useTranslation('planner');
  return (
    <Group component="ul" gap="md" p={0} m={0} aria-label={t('legend.label')} style={{ listStyle: 'none' }}>
      {legendKinds.map((kind) => (
        <Group component="li" key={kind} gap={6} wrap="nowrap">
          <Box
            aria-hidden
            w={12}
            h={12}
            style={{
              borderRadius: 3,
              background: colourVariable(kind, kind === 'slot' ? 0 : kind === 'preview' ? 1 : 6),
              border: `${kind === 'preview' ? '1px dashed' : '1px solid'} ${colourVariable(kind)}`,
            }}
          />
          <Text size="sm">{t(`kinds.${kind}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
