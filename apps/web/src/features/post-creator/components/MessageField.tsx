import { Badge, Button, Group, Stack, Tabs, Text, Textarea } from '@mantine/core';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import type { Composer } from '../hooks/use-composer.ts';
import { type NetworkTextState, useNetworkTexts } from '../hooks/use-network-texts.ts';
import { FieldIssues, useIssueError } from './FieldIssues.tsx';
import { NetworkCounter } from './NetworkCounter.tsx';
import { NetworkTextPanel } from './NetworkTextPanel.tsx';

const commonTab = 'common';

/**
 * The common message, and a tab per selected network for a text of its own (the spec's
 * "customised" post), each with its live count, counted as that network counts (the link included
 * where it goes into the text). A network over its limit refuses the post; the ways out are
 * "shorten for this network" (links, mentions and hashtags kept whole) and a text of its own, both
 * written into that network's tab, never into the common text the other networks receive.
 */
export function MessageField({ composer }: { composer: Composer }) {
  const { t } = useTranslation(['composer', 'pages']);
  const [tab, setTab] = useState<string>(commonTab);
  const { state, set, issues } = composer;
  const issueError = useIssueError();
  const limit = useTextLimit();
  const networks = useNetworkTexts(composer);
  const networkName = (kind: NetworkKind) => t(`networks.${kind}`, { ns: 'pages' });
  const active = networks.some((network) => network.kind === tab) ? tab : commonTab;
  const onCommon = networks.filter((network) => !network.own);

  /** Writes the network's own text and opens its tab. */
  const writeFor = (kind: NetworkKind, text: string) => {
    set('networkTexts', { ...state.content.networkTexts, [kind]: text });
    setTab(kind);
  };
  const hasErrors = (kind: NetworkKind) =>
    issues.errors.some((issue) => issue.field === `networkTexts.${kind}`);

  return (
    <Tabs value={active} onChange={(value) => setTab(value ?? commonTab)} keepMounted={false}>
      {networks.length > 0 ? (
        <Tabs.List aria-label={t('message.tabs')} mb="xs">
          <Tabs.Tab value={commonTab}>{t('message.commonTab')}</Tabs.Tab>
          {networks.map(({ kind, own }) => (
            <Tabs.Tab key={kind} value={kind} color={hasErrors(kind) ? 'red' : undefined}>
              <Group gap={6} wrap="nowrap">
                <span>{networkName(kind)}</span>
                {own ? (
                  <Badge component="span" size="xs" variant="light">
                    {t('message.ownTextMarker')}
                  </Badge>
                ) : null}
                {hasErrors(kind) ? (
                  <Badge component="span" size="xs" color="red" variant="light">
                    {t('message.tabHasErrors')}
                  </Badge>
                ) : null}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      ) : null}
      <Tabs.Panel value={commonTab}>
        <Stack gap={6}>
          <Textarea
            label={t('message.label')}
            placeholder={t('message.placeholder')}
            value={state.content.message}
            onChange={(event) => set('message', event.currentTarget.value)}
            {...limit('postText', state.content.message)}
            error={issueError(issues.errorsAt('message'))}
            // Not `autosize`: it needs document.fonts, which some environments (tests) lack.
            rows={6}
            resize="vertical"
          />
          {onCommon.length > 0 ? (
            <Group gap={6} role="group" aria-label={t('message.counters')}>
              {onCommon.map((network) => (
                <NetworkCounter key={network.kind} network={network} />
              ))}
            </Group>
          ) : null}
          {onCommon
            .filter(({ sent }) => sent.overLimit)
            .map((network) => (
              <WaysOut key={network.kind} network={network} onWrite={writeFor} />
            ))}
          <FieldIssues warnings={issues.warningsAt('message')} />
        </Stack>
      </Tabs.Panel>
      {networks.map((network) => (
        <Tabs.Panel key={network.kind} value={network.kind}>
          <NetworkTextPanel composer={composer} network={network} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** A network over its limit with the common text: shorten it for that network, or write its own. */
function WaysOut({
  network,
  onWrite,
}: {
  network: NetworkTextState;
  onWrite: (kind: NetworkKind, text: string) => void;
}) {
  const { t } = useTranslation(['composer', 'pages']);
  const name = t(`networks.${network.kind}`, { ns: 'pages' });
  const shortened = network.shorten();
  return (
    <Group gap="xs">
      {shortened === null ? (
        <Text size="sm" c="red.8">
          {t('message.cannotShorten', { network: name })}
        </Text>
      ) : (
        <Button size="compact-sm" variant="light" onClick={() => onWrite(network.kind, shortened)}>
          {t('message.shorten', { network: name })}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" onClick={() => onWrite(network.kind, network.text)}>
        {t('message.ownText', { network: name })}
      </Button>
    </Group>
  );
}
