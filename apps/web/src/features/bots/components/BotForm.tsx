import { Accordion, Alert, Button, Group, Stack } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import type { Bot } from '@pagewise/shared/bots';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { useCreateBot } from '../api/create-bot.ts';
import { useUpdateBot } from '../api/update-bot.ts';
import {
  type BotSection,
  type BotValues,
  botErrors,
  emptyBot,
  missesEssentials,
  sectionsWithErrors,
  toBotInput,
  valuesOf,
} from '../bot-values.ts';
import { usePlanContentType } from '../use-plan-content-type.ts';
import { GeneralFields } from './GeneralFields.tsx';
import { NoCustomSourcesNotice } from './NoCustomSourcesNotice.tsx';
import { PublishingFields } from './PublishingFields.tsx';
import { SourceFields } from './SourceFields.tsx';
import { TextFields } from './TextFields.tsx';

/** The server's field errors; no custom source at all is the sources section's problem. */
function fieldErrorsOf(error: unknown): FormErrors {
  const errors = serverFieldErrors(error);
  if (error instanceof ApiError && error.key === 'bot_no_custom_sources') errors.sourceIds ??= error.key;
  return errors;
}

/**
 * Create or edit a bot, every setting of spec §3 in four sections. The shared rules run before
 * sending; the server's verdict lands on the fields it names and opens their section. What the
 * user typed stays on any error.
 */
export function BotForm({ bot }: { bot?: Bot }) {
  const { t, i18n } = useTranslation(['bots', 'errors']);
  const navigate = useNavigate();
  const pages = usePages();
  const create = useCreateBot();
  const update = useUpdateBot();
  const save = bot ? update : create;
  // The rules need the chosen page's network, known only once the pages have loaded.
  const pageKindRef = useRef<string | undefined>(bot?.page.kind);
  const form = useForm<BotValues>({
    initialValues: bot ? valuesOf(bot) : emptyBot(i18n.language),
    // Each field is checked as it changes, with the same rules as on saving.
    validate: (values) => botErrors(values, pageKindRef.current),
    validateInputOnChange: true,
  });
  const [opened, setOpened] = useState<string[]>(['general', 'sources']);
  const [essentialsMissing, setEssentialsMissing] = useState(false);
  const pageKind = pages.data?.find((page) => page.id === form.values.pageId)?.kind ?? bot?.page.kind;
  pageKindRef.current = pageKind;
  usePlanContentType(form, pageKind, !bot);

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    setEssentialsMissing(missesEssentials(errors));
    const withErrors: BotSection[] = sectionsWithErrors(errors);
    setOpened((current) => [...new Set([...current, ...withErrors])]);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = botErrors(form.values, pageKind);
    showErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const input = toBotInput(form.values, pageKind);
    const onSuccess = (saved: Bot) => {
      notifySuccess(t(bot ? 'notices.updated' : 'notices.created', { name: saved.name }));
      void navigate('/dash/bots');
    };
    const onError = (error: unknown) => showErrors(fieldErrorsOf(error));
    if (bot) update.mutate({ id: bot.id, input }, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  };

  const failure = save.error;
  const noCustomSources = failure instanceof ApiError && failure.key === 'bot_no_custom_sources';
  const failureOnFields = Object.keys(serverFieldErrors(failure)).length > 0 || noCustomSources;

  return (
    <form onSubmit={submit} noValidate aria-label={t(bot ? 'form.editTitle' : 'form.newTitle')}>
      <Stack gap="md">
        {/* Gone as soon as the user fixes the fields it names (an edited field loses its error). */}
        {essentialsMissing && missesEssentials(form.errors) ? (
          <Alert color="red" role="alert">
            {t('errors.essentials')}
          </Alert>
        ) : null}
        {noCustomSources ? <NoCustomSourcesNotice /> : null}
        <Accordion multiple variant="separated" value={opened} onChange={setOpened}>
          <Accordion.Item value="general">
            <Accordion.Control>{t('form.sections.general')}</Accordion.Control>
            <Accordion.Panel>
              <GeneralFields form={form} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="sources">
            <Accordion.Control>{t('form.sections.sources')}</Accordion.Control>
            <Accordion.Panel>
              <SourceFields form={form} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="text">
            <Accordion.Control>{t('form.sections.text')}</Accordion.Control>
            <Accordion.Panel>
              <TextFields form={form} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="publishing">
            <Accordion.Control>{t('form.sections.publishing')}</Accordion.Control>
            <Accordion.Panel>
              <PublishingFields form={form} pageKind={pageKind} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {failure && !failureOnFields ? (
          <Alert color="red" role="alert">
            {translateError(t, failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/dash/bots">
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(bot ? 'form.save' : 'form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
