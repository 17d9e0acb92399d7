import { Button, Fieldset, Group as Row, Stack, Text, Title } from '@mantine/core';
import { networkKinds } from '@pagewise/shared/networks/kinds';
import type { Group } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { NetworkLogo } from '../../../components/NetworkLogo.tsx';
import type { Composer } from '../hooks/use-composer.ts';
import { FieldIssues } from './FieldIssues.tsx';
import { isPostable, PageOption } from './PageOption.tsx';

interface PagePickerProps {
  composer: Composer;
  groups: Group[];
}

/** The pages to post on, by network; a group selects all its pages that can post. */
export function PagePicker({ composer, groups }: PagePickerProps) {
  const { t } = useTranslation(['composer', 'pages']);
  const { pages, state, set, issues } = composer;
  const selected = state.content.pageIds;
  const networks = networkKinds
    .map((kind) => ({ kind, pages: pages.filter((page) => page.kind === kind) }))
    .filter((network) => network.pages.length > 0);

  const toggle = (pageId: string) =>
    set(
      'pageIds',
      selected.includes(pageId) ? selected.filter((id) => id !== pageId) : [...selected, pageId],
    );
  const selectGroup = (group: Group) => {
    const postable = pages.filter((page) => group.pageIds.includes(page.id) && isPostable(page));
    set('pageIds', [...new Set([...selected, ...postable.map((page) => page.id)])]);
  };

  return (
    <Fieldset legend={t('pagePicker.legend')}>
      <Stack gap="md">
        {groups.length > 0 ? (
          <Row gap="xs" role="group" aria-label={t('pagePicker.groups')}>
            <Text size="sm" c="dimmed">
              {t('pagePicker.groups')}
            </Text>
            {groups.map((group) => (
              <Button
                key={group.id}
                size="compact-sm"
                variant="light"
                aria-label={t('pagePicker.selectGroup', { name: group.name })}
                onClick={() => selectGroup(group)}
              >
                {group.name}
              </Button>
            ))}
            {selected.length > 0 ? (
              <Button size="compact-sm" variant="subtle" onClick={() => set('pageIds', [])}>
                {t('pagePicker.clear')}
              </Button>
            ) : null}
          </Row>
        ) : null}
        {networks.map((network) => (
          <section key={network.kind} aria-labelledby={`composer-network-${network.kind}`}>
            <Row gap="xs" mb={6}>
              <NetworkLogo network={network.kind} size={18} decorative />
              <Title order={2} size="h6" id={`composer-network-${network.kind}`}>
                {t(`networks.${network.kind}`, { ns: 'pages' })}
              </Title>
            </Row>
            <Stack gap={6}>
              {network.pages.map((page) => (
                <PageOption
                  key={page.id}
                  page={page}
                  checked={selected.includes(page.id)}
                  onToggle={toggle}
                />
              ))}
            </Stack>
          </section>
        ))}
        <FieldIssues errors={issues.errorsAt('pageIds')} />
      </Stack>
    </Fieldset>
  );
}
